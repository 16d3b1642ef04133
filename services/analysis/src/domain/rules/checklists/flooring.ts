// What a careful reviewer expects in a flooring quote: the area and the exact product (to compare price per
// square foot), and the prep and finishing work that cheap quotes leave out and bill later.
import { phrases } from '../../text/phrases';
import { SECTIONS } from '../../types';
import { FLOORING } from '../brands';
import type { QuoteText } from '../../text/quote-text';
import type { Checklist } from '../scope';
import { PRICED_ALLOWANCE } from './shared';

const FLOATING_OR_SOFT = phrases([
  'carpet',
  'laminate',
  'floating',
  'click',
  'LVP',
  'vinyl plank',
  'luxury vinyl',
  'engineered',
  'hardwood',
  'cork',
]);

// Sanding and refinishing (or screening and recoating) keeps the existing floor: nothing is torn out, laid over a
// subfloor or trimmed with new transitions. Only a quote that also lays new flooring needs those items.
const REFINISH = phrases([
  'refinish',
  'refinishing',
  'screen and recoat',
  'buff and coat',
  'buff and recoat',
  'recoat',
  /\bsand(?:ing|ed)?\s+(?:and\s+\w+\s+)?(?:the\s+)?existing\b/i,
]);
const NEW_FLOOR = phrases([
  'new flooring',
  'new floor',
  'new hardwood',
  'new planks',
  /\b(?:install|lay|laying|furnish)\w*\s+(?:\S+\s+){0,5}(?:flooring|floors?|hardwood|planks?|LVP|laminate|carpet|tile|vinyl|engineered)\b/i,
]);

function refinishOnly(text: QuoteText): boolean {
  return text.mention(REFINISH).state === 'included' && text.mention(NEW_FLOOR).state !== 'included';
}

export const flooring: Checklist = {
  trade: 'flooring',
  items: [
    {
      id: 'scope.flooring.area',
      section: SECTIONS.scope,
      what: 'the floor area',
      phrases: phrases([
        'square feet',
        'square footage',
        'sq ft',
        'sqft',
        'square yards',
        // Metric: "46 m² floor", "32 m2", "40 square metres".
        /\b\d[\d,.]*\s*(?:m\u00b2|m2\b|sq\.?\s*m\b|square\s+met(?:re|er)s?)/i,
      ]),
      quantity: ['sqft', 'sqyd'],
      ifMissing: 'medium',
      explanation:
        'The quote does not state the area being floored. Without it you cannot check the material order or compare the price per square foot.',
      questions: [
        'How many square feet are you installing, and how much waste is included?',
        'Which rooms and areas are included?',
      ],
    },
    {
      id: 'scope.flooring.product',
      section: SECTIONS.materials,
      what: 'the flooring product',
      brands: FLOORING,
      phrases: phrases([
        /\b\d{1,2}\s*mil\b/i,
        /\b\d{1,2}(?:\.\d)?\s*mm\b/i,
        'wear layer',
        'SPC',
        'WPC',
        'rigid core',
        'solid hardwood',
        'engineered hardwood',
        'red oak',
        'white oak',
        'hickory',
        'AC3',
        'AC4',
        'face weight',
        /\b\d{2}\s*oz\b/i,
        'frieze',
        'berber',
        'porcelain',
        'collection',
        'style name',
        'color:',
        'colour:',
        PRICED_ALLOWANCE,
      ]),
      ifMissing: 'medium',
      explanation:
        'The flooring product is not specified (brand, line, thickness or wear layer, colour). Products that look alike vary widely in durability and price, so quotes cannot be compared.',
      questions: [
        'Which brand, product line and colour is included?',
        'What is the thickness and wear layer (or for carpet, the face weight and pad)?',
      ],
    },
    {
      id: 'scope.flooring.removal',
      skipJob: refinishOnly,
      section: SECTIONS.scope,
      what: 'removal of the existing flooring',
      phrases: phrases([
        'remove existing',
        'removal of existing',
        'tear out',
        'tear-out',
        'rip up',
        'rip out',
        'take up',
        'pull up',
        // New Zealand and Britain: "uplift old carpet and underlay".
        'uplift',
        // "Lift & dispose of existing vinyl", "lift the old carpet".
        // So does "lift and take away the existing carpet".
        // "Lift + dispose old carpet" too.
        /\blift\w*\s+(?:(?:&|and|\+|\/)\s+(?:dispose|remove|skip|take\s+away|haul\s+away|clear)\w*\s+(?:of\s+)?)?(?:the\s+|all\s+)?(?:existing|old)\b/,
        'demo',
        'demolition',
        // "Dismantling existing ceramic floor tiles", "hacking of old tiles" (Indian English).
        /\b(?:dismantl|hack)\w*\s+(?:of\s+)?(?:the\s+|all\s+)?(?:existing|old)\b/,
        /\bremov\w*\s+(?:[\w&]+\s+){0,6}(?:carpet|flooring|floors?|tile|vinyl|laminate|hardwood|pad|padding)/,
        /\b(?:carpet|flooring|floors?|tile|vinyl|laminate)\s+(?:will\s+be\s+|to\s+be\s+)?removed/,
        // "Carpet and pad removal .50 a foot", "tile tear-out": the removal named as a line of its own.
        /\b(?:carpet|flooring|floors?|tile|vinyl|laminate|hardwood|lino|linoleum)(?:\s+(?:and|&)\s+(?:pad|padding|underlay))?\s+(?:removal|tear[\s-]?out|rip[\s-]?up|demo(?:lition)?)\b/,
        'new construction',
        'bare subfloor',
        // Laid over what is there ("over the existing ceramic tiles, no hacking"): nothing comes up.
        /\b(?:laid|lay|installed|install|floated|float|fitted|fit|goes|go|going)\s+(?:directly\s+|straight\s+)?(?:over|on\s+top\s+of)\s+(?:the\s+|your\s+)?existing\b/,
        /\bno\s+(?:hacking|tear[\s-]?out|rip[\s-]?up|removal|demo(?:lition)?)\b/,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say whether removing and disposing of the old flooring is included. It is often charged separately per square foot.',
      questions: ['Is removal and disposal of the existing flooring included?'],
    },
    {
      id: 'scope.flooring.subfloor',
      skipJob: refinishOnly,
      section: SECTIONS.scope,
      what: 'subfloor preparation',
      phrases: phrases([
        'subfloor',
        'sub-floor',
        'sub floor',
        'floor prep',
        'floor preparation',
        // Britain's subfloor answers: a plywood overlay or a latex (levelling) screed.
        /\bply(?:wood)?\s+(?:or|and|\/|&)\s+latex\b/,
        /\blatex\s+(?:screed|level\w*|compound)\b/,
        'screed',
        'leveling',
        'levelling',
        'self-leveler',
        'self leveler',
        'self-leveling',
        'self leveling',
        'floor patch',
        'feather finish',
        'skim coat',
        'grind',
        'moisture test',
        'moisture tested',
        'moisture testing',
        'moisture reading',
        'moisture meter',
        'flatness',
        'luan',
        'lauan',
      ]),
      ifMissing: 'clarification',
      explanation:
        'Subfloor preparation is not mentioned. Most floors need some levelling or repair, and manufacturers void warranties when the subfloor is not flat; it is a common surprise charge.',
      questions: [
        'Is levelling and subfloor repair included? If not, what is the rate?',
        'Will you check the subfloor for flatness and moisture before installing?',
      ],
    },
    {
      id: 'scope.flooring.underlayment',
      section: SECTIONS.materials,
      what: 'underlayment or pad',
      onlyIf: FLOATING_OR_SOFT,
      skipJob: refinishOnly,
      phrases: phrases([
        'underlayment',
        'underlay',
        'pad',
        'padding',
        'cushion',
        'attached pad',
        'pre-attached',
        'foam',
        'cork',
        'vapor barrier',
        'moisture barrier',
        '6 mil poly',
        'glue down',
        'glue-down',
        'nail down',
        'nail-down',
      ]),
      ifMissing: 'clarification',
      explanation:
        'The underlayment or pad is not specified. It affects comfort, noise, moisture protection and the product warranty.',
      questions: ['What underlayment or pad will be installed, or does the product have one attached?'],
    },
    {
      id: 'scope.flooring.transitions',
      skipJob: refinishOnly,
      section: SECTIONS.scope,
      what: 'transitions and trim',
      phrases: phrases([
        'transition',
        'transitions',
        'reducer',
        'T-molding',
        'T-mold',
        'threshold',
        'quarter round',
        'shoe molding',
        'shoe mold',
        'baseboard',
        'baseboards',
        'base board',
        'trim',
        'stair nose',
        'stair nosing',
        'end cap',
        'molding',
        'moulding',
        // British and Asian names: skirting, scotia, and the aluminium profiles at doorways.
        'skirting',
        'scotia',
        'edge strip',
        /\b(?:end|edge|door(?:way)?|aluminium|aluminum|T|transition)[\s-]+profiles?\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'Transitions, thresholds and baseboard or quarter-round work are not mentioned; they are often billed as extras.',
      questions: ['Are transitions, thresholds and baseboard or quarter round included?'],
    },
    {
      id: 'scope.flooring.furniture',
      section: SECTIONS.scope,
      what: 'moving furniture and appliances',
      phrases: phrases([
        'furniture',
        'move appliances',
        'moving appliances',
        'appliance',
        'appliances',
        'toilet',
        'empty rooms',
        'rooms to be empty',
        'cleared',
        // "We move beds, drawers and dining table and put them back".
        /\b(?:move|moving|shift|shifting|lift|lifting)\s+(?:the\s+|your\s+|all\s+)?(?:beds?|sofas?|couch(?:es)?|tables?|drawers?|dressers?|wardrobes?|contents|heavy\s+items)\b/i,
        // "We'll shift the big stuff (couch, TV unit)", "we move the heavy pieces".
        /\b(?:move|moving|shift|shifting|lift|lifting|carry|carrying)\s+(?:the\s+|your\s+|all\s+)?(?:big|heavy|large|bulky)\s+(?:stuff|items?|pieces?|things)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say who moves furniture and appliances (and pulls and resets toilets) before installation.',
      questions: ['Is moving furniture and appliances included, or do the rooms need to be empty?'],
    },
  ],
};
