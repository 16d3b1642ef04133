// What a careful reviewer expects in a bathroom remodel quote. Waterproofing behind a tiled shower is the item
// that matters most: done badly, it fails inside the wall years later.
import { phrases } from '../../text/phrases';
import { SECTIONS } from '../../types';
import { KITCHEN_BATH } from '../brands';
import { finding, type Check } from '../rule';
import type { Checklist } from '../scope';
import { DEMOLITION, DRYWALL_PAINT, ELECTRICAL, PLUMBING, PRICED_ALLOWANCE } from './shared';

const OWNER_FIXTURES =
  /\b(?:fit(?:\s+off)?|install|hang|connect|set|plumb\s+in)\s+(?:off\s+)?(?:your|the\s+(?:owner|customer|client|homeowner)'?s?)\s+(?:own\s+)?(?:new\s+)?(?:vanity|toilet|tap(?:ware)?s?|faucets?|fixtures?|fittings?|sanitary\s*ware|basin)\b|\b(?:owner|customer|client|homeowner)[\s-]+(?:supplied|provided)\s+(?:fixtures|fittings|vanity|toilet|taps|tapware|faucets|sanitary\s*ware)\b/i;
const WET_AREA = phrases(['shower', 'tub', 'bathtub', 'tub surround', 'wet area', 'shower pan', 'walk-in']);
const TILE = phrases(['tile', 'tiled', 'tiling', 'porcelain', 'ceramic', 'marble', 'mosaic', 'subway']);
const FIXTURES = phrases([
  'toilet',
  'vanity',
  'faucet',
  'shower valve',
  'shower head',
  'showerhead',
  'tub',
  'bathtub',
  'sink',
  'fixture',
  'fixtures',
  'trim kit',
]);

const UNSUITABLE_BACKER =
  /\b(?:green\s*board|purple\s*board|moisture[\s-]resistant\s+(?:drywall|board|sheetrock|gypsum)|MR\s+board|drywall|sheetrock|gypsum\s+board)\b/i;

const DRY_WALLS =
  /\b(?:outside|beyond|away\s+from|above)\s+(?:of\s+)?(?:the\s+)?(?:shower|tub|bath|wet\s+area|til(?:e[ds]?|ing))\b|\b(?:un|non[\s-]?)tiled\b|\bwalls?\s+(?:not|that\s+(?:are\s+not|aren'?t))\s+tiled\b|\bdry\s+(?:walls|areas?)\b/i;

// "Remove the tub, surround, tile and drywall down to the studs": the old board going out, not the new one going in.
const REMOVING = /\b(?:remov|tear|demo|strip|rip|gut|take\s+out|cut\s+out|haul)\w*/gi;
const INSTALLING = /\b(?:install|hang|instal|new|fit|board\s+(?:the|all)|tile\s+over|set\s+on|use)\w*/gi;
// "Drywall to studs in the shower area" in a demolition list: the board stripped back to the framing.
const TO_STUDS = /^\s*(?:(?:down|back|out)\s+)?to\s+(?:the\s+)?(?:bare\s+)?(?:studs|framing|frame)\b/i;
function removedHere(sentence: string, board: string): boolean {
  if (TO_STUDS.test(sentence.slice(sentence.indexOf(board) + board.length))) return true;
  const before = sentence.slice(0, sentence.indexOf(board));
  const lastRemove = Math.max(-1, ...[...before.matchAll(REMOVING)].map((m) => m.index));
  const lastInstall = Math.max(-1, ...[...before.matchAll(INSTALLING)].map((m) => m.index));
  return lastRemove > lastInstall;
}

/** Tile in a shower or tub surround set on greenboard or drywall: it soaks up water behind the tile and rots. */
const checkUnsuitableBacker: Check = (ctx) => {
  const { text } = ctx;
  if (text.mention(WET_AREA).state !== 'included') return { checked: [], findings: [] };
  const match = text
    .findAll(UNSUITABLE_BACKER)
    .find(
      (m) =>
        !text.isExcluded(m) &&
        /tile|surround|shower|tub/i.test(text.quote(m)) &&
        !/repair|patch|paint/i.test(text.quote(m)) &&
        // "Outside the shower: 1/2 in moisture-resistant drywall", "drywall outside the tile", "on the untiled walls":
        // the dry walls, where gypsum is right.
        !DRY_WALLS.test(text.quote(m)) &&
        !removedHere(text.quote(m), m.text),
    );
  if (!match) return { checked: [], findings: [] };
  return {
    checked: [],
    findings: [
      finding(
        'scope.bath.backer-board',
        'medium',
        SECTIONS.materials,
        text.quote(match),
        'Tile in a shower or tub surround is going on greenboard or drywall. Even "moisture-resistant" gypsum board is not made for wet areas: water that gets past the grout soaks it, and it rots and grows mould behind the tile. Cement board or a foam board system with waterproofing is the standard.',
        [
          'Will you use cement board or a foam board system (e.g. Kerdi-Board, Wedi) instead of greenboard behind the tile?',
          'What waterproofing goes over it?',
        ],
      ),
    ],
  };
};

export const bath: Checklist = {
  trade: 'bath',
  extraChecks: [checkUnsuitableBacker],
  items: [
    {
      id: 'scope.bath.demolition',
      section: SECTIONS.scope,
      what: 'demolition and removal of the old bathroom',
      phrases: DEMOLITION,
      ifMissing: 'clarification',
      explanation:
        'The quote does not say who removes the existing tub, tile, vanity and fixtures, or whether disposal is included.',
      questions: [
        'Is demolition and removal of the existing bathroom included?',
        'What happens if rot or water damage is found behind the walls?',
      ],
    },
    {
      id: 'scope.bath.waterproofing',
      section: SECTIONS.scope,
      what: 'shower waterproofing',
      onlyIf: WET_AREA,
      phrases: phrases([
        'waterproof',
        'waterproofing',
        'water proofing',
        'Schluter',
        'Kerdi',
        'RedGard',
        'Red Gard',
        'Hydro Ban',
        'HydroBan',
        'Hydro-Ban',
        'AquaDefense',
        'Wedi',
        'GoBoard',
        'Laticrete',
        'membrane',
        'vapor barrier',
        'moisture barrier',
        'pan liner',
        'shower liner',
        'PVC liner',
        'CPE liner',
        'mortar bed',
        'pre-slope',
        'preslope',
        'flood test',
        // "fully tanked", "tanking kit": the British word for a waterproofed wet area.
        'tanked',
        'tanking',
      ]),
      ifMissing: 'medium',
      explanation:
        'The quote does not say how the shower or tub area will be waterproofed. Tile and grout are not waterproof; without a proper membrane or liner, water gets into the walls and floor and causes rot and mould.',
      questions: [
        'What waterproofing system will you use behind the tile and in the shower pan (e.g. Schluter Kerdi, RedGard, a liner)?',
        'Will you flood-test the shower pan before tiling?',
      ],
    },
    {
      id: 'scope.bath.backer-board',
      section: SECTIONS.materials,
      what: 'tile backer board',
      onlyIf: TILE,
      phrases: phrases([
        'cement board',
        'backer board',
        'backerboard',
        'backer',
        'Durock',
        'HardieBacker',
        'Hardie backer',
        'WonderBoard',
        'Kerdi board',
        'Kerdi-Board',
        'foam board',
        'Wedi',
        'GoBoard',
        'DensShield',
        'PermaBase',
        // Foam and cement tile boards sold outside the US, and "walls boarded with ..." said of the shower.
        'Marmox',
        'Aquapanel',
        'Jackoboard',
        // Australia and New Zealand sheet wet areas in fibre cement ("6mm Villaboard to wet areas").
        /\bfib(?:re|er)[\s-]?cement\s+(?:sheet|board|lining)s?\b/,
        /\bcement\s+sheet(?:ing|s)?\b/,
        'Villaboard',
        'wet area board',
        'wet-area board',
        'tile backer',
        'tilebacker',
        /\b(?:walls?|shower(?:\s+area)?|floor)\s+(?:\w+\s+)?boarded\b/,
        'mortar bed',
        'Schluter',
        // Named here so the item counts as answered; checkUnsuitableBacker explains why it is the wrong answer.
        'greenboard',
        'green board',
        'purple board',
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say what the tile goes on. Tile in wet areas needs cement board or a foam board system, never plain drywall.',
      questions: ['What backer board will the tile be installed on?'],
    },
    {
      id: 'scope.bath.fixture-spec',
      section: SECTIONS.materials,
      what: 'the fixture specification',
      onlyIf: FIXTURES,
      // "Fit off your vanity, toilet, tapware": the homeowner chooses and buys the fixtures; there is nothing to specify.
      skipJob: (text) => OWNER_FIXTURES.test(text.text),
      brands: KITCHEN_BATH,
      phrases: phrases([
        PRICED_ALLOWANCE,
        /\bmodel\s*(?:#|no\.?|number)?\s*:?\s*[A-Z0-9-]{3,}/i,
        /\b[A-Z]-\d{3,}/,
      ]),
      ifMissing: 'medium',
      explanation:
        'The fixtures (toilet, vanity, faucets, shower valve) are not specified by brand and model, and no allowance amount is given, so you cannot tell what quality you are paying for.',
      questions: [
        'Which brand and model of toilet, vanity, faucets and shower valve are included?',
        'If I choose the fixtures, what allowance is in the price for them?',
      ],
    },
    {
      id: 'scope.bath.tile-spec',
      section: SECTIONS.materials,
      what: 'the tile specification',
      onlyIf: TILE,
      phrases: phrases([
        'porcelain',
        'ceramic',
        'marble',
        'natural stone',
        'travertine',
        'subway',
        'mosaic',
        'Daltile',
        'MSI',
        'Emser',
        'Marazzi',
        'Bedrosians',
        /\b\d{1,2}\s*(?:"|in\.?)?\s*x\s*\d{1,2}\s*(?:"|in\.?)?/,
        PRICED_ALLOWANCE,
      ]),
      ifMissing: 'clarification',
      explanation: 'Tile is included but its type and size (or an allowance amount) are not stated.',
      questions: [
        'What tile (material, size, brand) is included, or what is the tile allowance per square foot?',
      ],
    },
    {
      id: 'scope.bath.ventilation',
      section: SECTIONS.scope,
      what: 'an exhaust fan',
      phrases: phrases([
        'exhaust fan',
        'vent fan',
        'bath fan',
        'ventilation fan',
        'ventilation',
        'exhaust',
        'Panasonic',
        'Broan',
        'CFM',
        'fan',
        // British: "a Vent-Axia extractor on a humidistat".
        'extractor',
        'Vent-Axia',
        'humidistat',
      ]),
      ifMissing: 'clarification',
      explanation:
        'An exhaust fan is not mentioned. Bathrooms need one vented to the outside to prevent mould, and code requires it in many places.',
      questions: ['Is a new exhaust fan included, and will it be ducted to the outside?'],
    },
    {
      id: 'scope.bath.electrical',
      section: SECTIONS.scope,
      what: 'electrical work',
      // A tub-surround or shower-only job has no electrical work to ask about.
      onlyIf: phrases([
        'vanity',
        'light',
        'lighting',
        'fan',
        'remodel',
        'gut',
        'outlet',
        'mirror',
        'medicine cabinet',
        'heated floor',
      ]),
      phrases: ELECTRICAL,
      ifMissing: 'clarification',
      explanation:
        'Electrical work (GFCI outlets, lighting, fan wiring) is not mentioned. Bathroom outlets must be GFCI-protected.',
      questions: ['Is electrical work included, with GFCI-protected outlets and new lighting?'],
    },
    {
      id: 'scope.bath.plumbing',
      section: SECTIONS.scope,
      what: 'plumbing work',
      phrases: PLUMBING,
      ifMissing: 'clarification',
      explanation:
        'The quote does not mention plumbing: a new shower valve, supply lines and shut-offs, or drain work.',
      questions: [
        'Will you replace the shower valve, supply lines and shut-off valves?',
        'Is any plumbing being moved, and is that in the price?',
      ],
    },
    {
      id: 'scope.bath.drywall-paint',
      section: SECTIONS.scope,
      what: 'drywall repair and painting',
      phrases: DRYWALL_PAINT,
      ifMissing: 'clarification',
      explanation: 'Drywall repair and painting after the work are not mentioned.',
      questions: ['Are drywall repair and painting of the bathroom included?'],
    },
  ],
};
