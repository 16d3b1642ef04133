// Phrasings several trade checklists share, so each is written once.
import { phrases } from '../../text/phrases';

/** "Allowance of $1,500", "$6/sq ft allowance": a priced allowance also specifies a product budget. */
export const PRICED_ALLOWANCE =
  /\ballowance\b[^.\n]{0,40}\$\s?\d|\$\s?\d[\d,.]*(?:\s*(?:\/|per)\s*[a-z. ]{1,12})?\s+allowance\b/;

// "Dismantling existing kitchen platform and shelves", "dismantle the old units", "dismantling of old shutters".
export const DISMANTLE =
  /\bdismantl\w*\s+(?:(?:of\s+)?(?:the\s+)?(?:existing|old|current)\b|(?:\w+\s+){0,3}(?:cabinets?|units?|platform|counters?|countertops?|kitchen|bathroom|suite|vanity|shower|tub))/;

export const DEMOLITION = phrases([
  'demo',
  'demolition',
  'tear out',
  'tear-out',
  // British and Australian: "strip out the existing suite".
  'strip out',
  'strip-out',
  'stripped out',
  // "Strip the whole room back to the frame", "strip the bathroom back to bare walls".
  /\bstrip(?:ped|ping)?\s+(?:the\s+|this\s+|your\s+)?(?:whole\s+|entire\s+)?(?:[\w-]+\s+){0,2}back\s+to\s+(?:the\s+)?(?:frame|framing|studs?|brick|bare|joists?|slab|substrate|shell)/i,
  'tear off',
  'rip out',
  'gut',
  'remove existing',
  'removal of existing',
  'remove old',
  DISMANTLE,
  /\bremov\w*\s+(?:[\w&]+\s+){0,6}(?:cabinets?|countertops?|counters|appliances|flooring|backsplash|tub|bathtub|shower|vanity|toilet|WC|basin|sink|tile|fixtures?)/,
  // India: "breaking of existing kitchen platform".
  /\bbreak(?:ing)?\s+(?:of\s+|out\s+|up\s+)?(?:the\s+)?(?:existing|old)\s+(?:[\w-]+\s+){0,2}(?:platform|counters?|countertops?|slab|tiles?|units?|cabinets?|kitchen)\b/i,
  // Singapore and Malaysia: "hacking of existing wall and floor tiles".
  /\bhack(?:ing)?\s+(?:works?\s+)?(?:of\s+|off\s+|out\s+)?(?:the\s+)?(?:existing|old|all|wall|floor|tiles?|screed|kitchen|toilet|bathroom)/i,
]);

export const ELECTRICAL = phrases([
  'electrical',
  // British: "electrics by our NICEIC electrician", "downlights", "a shaver socket".
  'electrics',
  'downlights',
  'shaver socket',
  'electrician',
  'outlet',
  'outlets',
  'receptacle',
  'GFCI',
  'GFI',
  'AFCI',
  'circuit',
  'lighting',
  'light fixture',
  'recessed',
  'can lights',
  'under-cabinet light',
  'under cabinet light',
  'pendant',
  'wiring',
  'breaker',
  'switch',
  'switches',
]);

export const DRYWALL_PAINT = phrases([
  'drywall',
  'sheetrock',
  'paint',
  'painting',
  'painted',
  'patch',
  'patching',
  'texture',
  'plaster',
  'wall repair',
  // British and Irish: walls skimmed and decorated, the plasterwork made good.
  'plastering',
  'plasterboard',
  'skim',
  'decorate',
  'decorating',
  'make good',
  'making good',
  // India's "civil work": the masonry, plastering and wall finishing around the fitted units.
  'civil work',
  'civil works',
]);

export const PLUMBING = phrases([
  'plumbing',
  'plumber',
  'rough-in',
  'rough in',
  'valve',
  'mixing valve',
  'supply lines',
  'supply line',
  'drain',
  'shut-off',
  'shutoff',
  'P-trap',
  'water lines',
  // British wording: "re-run the hot, cold and waste pipework", "towel rail plumbed into the heating".
  'pipework',
  'plumbed in',
  'plumbed into',
  'relocate',
  'faucet',
  'tub spout',
  'shower head',
  'showerhead',
]);
