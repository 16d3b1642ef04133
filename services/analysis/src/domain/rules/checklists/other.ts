// Checklists for "other" projects: decks and fences (the most common write-ins) get their own items; anything
// else gets the general check that the materials are specified at all.
import { phrases } from '../../text/phrases';
import { SECTIONS } from '../../types';
import { ANY_BRAND, OUTDOOR } from '../brands';
import type { Checklist } from '../scope';
import { SERVICE_ONLY } from '../../trade';
import { PRICED_ALLOWANCE } from './shared';

export const deck: Checklist = {
  trade: 'deck',
  items: [
    {
      id: 'scope.deck.size',
      section: SECTIONS.scope,
      what: 'the deck size',
      phrases: phrases([
        /(?<![\d.])\d{1,2}\s*(?:'|ft\.?|feet)?\s*[x\u00d7]\s*\d{1,2}\s*(?:'|ft\.?|feet)?(?![\d"])/,
        // Metric: "6.0 m wide x 4.2 m", "25.2 m²".
        /\b\d+(?:[.,]\d+)?\s*m\b[^.;\n]{0,12}[x\u00d7]\s*\d+(?:[.,]\d+)?\s*m\b/i,
        /\b\d[\d,.]*\s*(?:m\u00b2|m2\b|sq\.?\s*m\b|square\s+met(?:re|er)s?)/i,
        'square feet',
      ]),
      quantity: ['sqft'],
      ifMissing: 'medium',
      explanation:
        'The deck dimensions or area are not stated, so the price cannot be compared per square foot and the size is not fixed in writing.',
      questions: ['What are the exact dimensions of the deck, stairs and landings?'],
    },
    {
      id: 'scope.deck.decking',
      section: SECTIONS.materials,
      what: 'the decking material',
      brands: OUTDOOR,
      phrases: phrases([
        'composite',
        'PVC decking',
        'cedar',
        'redwood',
        'ipe',
        'pressure treated',
        'pressure-treated',
        'PT lumber',
        // Species and treatments named in Australia and New Zealand.
        'hardwood',
        'Vitex',
        'kwila',
        'merbau',
        'spotted gum',
        'jarrah',
        'blackbutt',
        'treated pine',
        /\bH3(?:\.[12])?\b/,
        'ground contact',
        '5/4',
        'capped',
      ]),
      ifMissing: 'medium',
      explanation:
        'The decking material is not specified (brand and line for composite, species and grade for wood). It drives both the price and the upkeep.',
      questions: ['What decking brand, line and colour (or wood species and grade) is included?'],
    },
    {
      id: 'scope.deck.structure',
      section: SECTIONS.scope,
      what: 'footings and framing',
      phrases: phrases([
        'footing',
        'footings',
        'pier',
        'piers',
        'helical',
        'sonotube',
        'joist',
        'joists',
        'beam',
        'beams',
        'framing',
        'frame',
        'ledger',
        'on center',
        'o.c.',
        '2x8',
        '2x10',
        '2x12',
        '6x6',
        '4x4',
        'posts',
      ]),
      ifMissing: 'medium',
      explanation:
        'The structure (footings, posts, beams, joists and their spacing) is not described. It is the part that keeps the deck safe and is hidden once built.',
      questions: [
        'What footings will you pour and how deep, and what size and spacing are the joists and beams?',
        'Will the framing be inspected before the decking goes on?',
      ],
    },
    {
      id: 'scope.deck.ledger',
      section: SECTIONS.scope,
      what: 'the ledger attachment and flashing',
      phrases: phrases([
        'ledger',
        'freestanding',
        'free-standing',
        'free standing',
        'LedgerLOK',
        'through-bolt',
        'through bolts',
        'lag',
        'flashing',
        'flashed',
      ]),
      ifMissing: 'clarification',
      explanation:
        'How the deck attaches to the house is not described. A poorly fastened or unflashed ledger is the leading cause of deck collapses and rot in the house wall.',
      questions: [
        'How will the ledger be fastened to the house, and will it be flashed?',
        'Or will the deck be freestanding?',
      ],
    },
    {
      id: 'scope.deck.railing',
      section: SECTIONS.scope,
      what: 'railings',
      phrases: phrases([
        'railing',
        'railings',
        'rail',
        'guardrail',
        'guard rail',
        'balusters',
        'spindles',
        'handrail',
        'hand rail',
        'post caps',
      ]),
      ifMissing: 'clarification',
      explanation:
        'Railings are not mentioned. Decks more than about 30 inches above ground need code-compliant guards, and railings can be a large part of the cost.',
      questions: ['Are railings included? What material and style, and on which sides and stairs?'],
    },
    {
      id: 'scope.deck.fasteners',
      section: SECTIONS.materials,
      what: 'fasteners and hardware',
      phrases: phrases([
        'hidden fasteners',
        'fasteners',
        'screws',
        'stainless',
        'coated',
        'hot-dipped',
        'galvanized',
        'Camo',
        'clips',
        'hardware',
        'joist hangers',
        'hangers',
        'Simpson',
        'Strong-Tie',
      ]),
      ifMissing: 'clarification',
      explanation:
        'Fasteners and structural hardware are not specified. Treated lumber corrodes ordinary steel, so hangers and screws must be rated for it.',
      questions: [
        'What fasteners will you use for the decking, and are the joist hangers and hardware rated for treated lumber?',
      ],
    },
  ],
};

export const fence: Checklist = {
  trade: 'fence',
  items: [
    {
      id: 'scope.fence.length',
      section: SECTIONS.scope,
      what: 'the fence length',
      phrases: phrases([
        'linear feet',
        'linear foot',
        'lineal feet',
        'running feet',
        'lineal metres',
        'linear metres',
        'linear meters',
        // "42 m of 1.8 m palisade", "36 metres of Colorbond fencing": a run in metres.
        /\b\d[\d,.]*\s*(?:m|metres?|meters?|lm)\s+(?:of\s+)?(?:[\w,.'"-]+\s+){0,4}(?:fenc|rail|palisade|pal(?:ing|e)s)/i,
        // "approx 45m", "about 38 metres": five metres or more is a run, never a fence's height or a post's depth.
        /\b(?:approx(?:imately|\.)?|about|around|roughly|total(?:ling)?|some)\s*(?:[5-9]|[1-9]\d{1,3})(?:\.\d)?\s*(?:m|metres?|meters?|lm)\b(?!\s*(?:high|tall|deep|wide|x\b))/i,
        // "Length: 42.0 metres", "42.0 m @ $205.00 per metre": a length named as such, or priced by the metre.
        /\blength\s*[:=-]?\s*(?:approx(?:imately|\.)?\s*)?\d[\d,.]*\s*(?:m|metres?|meters?|lm|ft|feet|lf)\b/i,
        /\b\d[\d,.]*\s*(?:m|metres?|meters?|lm|ft|feet|lf)\s*(?:@|at)\s*(?:[$\u00a3\u20ac]|(?:NZ|A|C)\$)/i,
        // "The back yard is about 160 ft": twenty feet or more is a run, never a fence's height.
        /(?<![\d.,])(?:[2-9]\d|[1-9]\d{2,3})\s*(?:ft\.?|feet|foot|')(?!\s*(?:tall|high|deep|wide|x\b|\d))/i,
      ]),
      quantity: ['linft'],
      ifMissing: 'medium',
      explanation:
        'The length of fence is not stated, so the price cannot be compared per foot and the extent of the work is not fixed.',
      questions: ['How many linear feet of fence, and along which lines?'],
    },
    {
      id: 'scope.fence.material',
      section: SECTIONS.materials,
      what: 'the fence material',
      brands: OUTDOOR,
      phrases: phrases([
        // New Zealand and Australian treated pine by hazard class ("H4 posts", "H3.2 palings").
        /\bH[3-5](?:\.\d)?\b/,
        'palings',
        'paling',
        'timber',
        'treated pine',
        'hardwood',
        'mesh',
        'cedar',
        'pressure treated',
        'pressure-treated',
        'vinyl',
        'PVC',
        'aluminum',
        'aluminium',
        'chain link',
        'chain-link',
        'wrought iron',
        'steel',
        'composite',
        'board on board',
        'shadowbox',
        'picket',
        'spruce',
        'redwood',
        'gauge',
      ]),
      ifMissing: 'medium',
      explanation:
        'The fence material and style are not specified, which leaves the contractor free to use the cheapest option.',
      questions: ['What material, style and board size will be used?'],
    },
    {
      id: 'scope.fence.height',
      section: SECTIONS.scope,
      what: 'the fence height',
      phrases: phrases([
        'height',
        /\b\d(?:\.\d)?\s*(?:'|ft\.?|foot|feet)\s*(?:tall|high|fence|privacy|picket)?/,
        // Metric: "1,8 m high", "1.5m tall", "1800 mm high".
        /\b(?:\d(?:[.,]\d{1,2})?\s*m|\d{3,4}\s*mm)\s*(?:tall|high)\b/i,
        // "1.8m timber paling fence", "2.1 m ClearVu mesh": a height in metres before what is built.
        /\b\d(?:[.,]\d{1,2})?\s*m\s+(?:[\w-]+\s+){0,3}(?:fenc\w*|palisade|palings?|mesh|panels?)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The fence height is not stated. Local rules and HOAs often limit height, and it affects the price.',
      questions: ['How tall will the fence be, and does that meet local and HOA rules?'],
    },
    {
      id: 'scope.fence.posts',
      section: SECTIONS.scope,
      what: 'how the posts are set',
      phrases: phrases([
        'concrete',
        'post depth',
        'set in concrete',
        'footing',
        'footings',
        'steel posts',
        'Postmaster',
        'post holes',
        'post hole',
        'driven posts',
        // "set 24" deep in 50 lb Quikrete per hole", "posts 900mm deep": how deep, and in what.
        /\b(?:set|sunk|dug|buried|posts?)\s+(?:at\s+)?\d+(?:\.\d+)?\s*(?:"|''|in\.?|inches|'|ft|feet|mm|cm|m)?\s*(?:deep|down|into\s+the\s+ground)\b/i,
        /\b(?:Quikrete|Sakrete|post\s?crete|post[\s-]?mix|fast[\s-]setting\s+concrete)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say how deep the posts go or whether they are set in concrete. Posts are what keeps a fence standing.',
      questions: ['How deep will the posts be set, and in concrete?', 'What post material and spacing?'],
    },
    {
      id: 'scope.fence.gates',
      section: SECTIONS.scope,
      what: 'gates',
      phrases: phrases(['gate', 'gates']),
      ifMissing: 'clarification',
      explanation:
        'Gates are not mentioned. If you need any, their number, width and hardware should be in the quote.',
      questions: ['How many gates are included, how wide, and with what hinges and latches?'],
    },
    {
      id: 'scope.fence.locate',
      section: SECTIONS.scope,
      what: 'utility locating',
      phrases: phrases([
        '811',
        // A state's own 811 service: "NC811", "Texas811", "Georgia 811".
        /\b[A-Z][A-Za-z]{1,9}\s?811\b/,
        'utility locate',
        'utilities marked',
        'locate',
        'locates',
        'Miss Utility',
        'Dig Safe',
        'Before You Dig',
        'dial before you dig',
        'buried utilities',
        'underground utilities',
        // New Zealand's and Australia's one-call services, and marked or buried services in general.
        /\bbefore\s?u\s?dig\b/i,
        /\b(?:marked|buried|underground)\s+services?\b/i,
        /\bservices?\s+(?:are\s+|were\s+)?(?:located|marked|scanned)\b/i,
      ]),
      ifMissing: 'clarification',
      // Left to the homeowner, a post hole through a gas or power line is still this crew's spade.
      raiseWhenExcluded: true,
      explanation:
        'The quote does not mention calling 811 to have buried gas, power and water lines marked before the post holes are dug.',
      questions: ['Will you call 811 to have utilities marked before digging?', 'Who pays if a buried line is hit?'],
    },
    {
      id: 'scope.fence.property-line',
      section: SECTIONS.scope,
      what: 'who establishes the property line',
      phrases: phrases([
        'property line',
        'property lines',
        'lot line',
        'boundary',
        'boundary line',
        'survey',
        'surveyor',
        'surveyed',
        'property pin',
        'property pins',
        'property marker',
        'property markers',
        'property corner',
        'plat',
        'setback',
        'inside the line',
      ]),
      ifMissing: 'clarification',
      // "If you want a survey that's on you": where the fence goes is then the homeowner's risk.
      raiseWhenExcluded: true,
      explanation:
        'The quote does not say who establishes the property line or where the fence will sit relative to it. A fence built on the neighbour’s land may have to come down at your cost.',
      questions: [
        'Who locates the property line (survey or pins), and how far inside it will the fence be set?',
      ],
    },
  ],
};

export const general: Checklist = {
  trade: 'general',
  items: [
    {
      id: 'scope.general.materials',
      section: SECTIONS.materials,
      what: 'the materials',
      brands: ANY_BRAND,
      phrases: phrases([
        /\bmodel\s*(?:#|no\.?|number)?\s*:?\s*[A-Z0-9-]{3,}/i,
        /\b\d+\s*(?:ga\.?|gauge|mil|mm|oz)\b/i,
        // A rated size pins the product down as much as a brand does: "50 gal", "200 amp", "3000 PSI".
        /\b\d[\d,]*\s*(?:gal(?:lon)?s?|amps?|kw|btu(?:h)?|psi)\b/i,
        // Electricians write amps as "20A" / "200A"; insulation is named by R-value ("R-49").
        /\b\d{2,3}\s?A\b/,
        /\bR-?\d{1,2}\b/,
        /\b\d+\s*x\s*\d+\b/,
        'grade',
        'series',
        'species',
        'pressure treated',
        'stainless',
        'galvanized',
        // The material itself, as trades name it: "PEX-A", "copper", "seamless aluminum", "LED".
        'PEX',
        'copper',
        'CPVC',
        'cast iron',
        'aluminum',
        'fiberglass',
        'LED',
        // Sizes trades buy by: "1 HP", "3-inch Schedule 40", "Code 4 lead".
        /\b\d+(?:\/\d+)?\s*(?:hp|horsepower)\b/i,
        /\bschedule\s*(?:40|80)\b/i,
        /\bcode\s*[3-8]\s+lead\b/i,
        // Materials named as such: a job built of brick and lime mortar names its materials as surely as a brand.
        'PVC',
        'brick',
        'mortar',
        'lead flashing',
        'steel',
        'timber',
        'lumber',
        'cedar',
        'plywood',
        'concrete',
        'natural stone',
        'gravel',
        'asphalt',
        'vinyl',
        PRICED_ALLOWANCE,
      ]),
      // Work that installs nothing (taking a tree down, remediating mould, pumping a tank) has no materials to name.
      skipJob: (text) => SERVICE_ONLY.test(text.text),
      ifMissing: 'clarification',
      explanation:
        'The quote does not name the materials or products to be used (brand, model, grade or size), so you cannot check quality or compare quotes.',
      questions: ['Which materials and products, by brand and model or grade, are included?'],
    },
  ],
};
