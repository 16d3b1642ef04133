// What a careful reviewer expects in a kitchen remodel quote. Many kitchen jobs are partial (counters only,
// cabinets only), so items missing from the scope are questions, while items that are in the job but left
// unspecified (cabinets with no line or finish) are real gaps.
import { phrases } from '../../text/phrases';
import { SECTIONS } from '../../types';
import { KITCHEN_BATH } from '../brands';
import type { Checklist } from '../scope';
import { DEMOLITION, DRYWALL_PAINT, ELECTRICAL, PRICED_ALLOWANCE } from './shared';

const CABINETS = phrases([
  'cabinet',
  'cabinets',
  'cabinetry',
  'base cabinets',
  'wall cabinets',
  'uppers',
  'lowers',
  'pantry',
]);
// Britain's worktops and Australia's and New Zealand's benchtops are the same thing.
const COUNTERTOPS = phrases([
  'countertop',
  'countertops',
  'counter top',
  'counters',
  'worktop',
  'worktops',
  'benchtop',
  'benchtops',
  'quartz',
  'granite',
  'butcher block',
  'solid surface',
  'quartzite',
  'soapstone',
]);

export const kitchen: Checklist = {
  trade: 'kitchen',
  items: [
    {
      id: 'scope.kitchen.demolition',
      section: SECTIONS.scope,
      what: 'demolition and removal of the old kitchen',
      phrases: DEMOLITION,
      ifMissing: 'clarification',
      explanation:
        'The quote does not say who tears out and removes the existing cabinets, counters and fixtures.',
      questions: [
        'Is demolition and removal of the existing kitchen included?',
        'Will you protect the floors and rooms next to the kitchen during demolition?',
      ],
    },
    {
      id: 'scope.kitchen.cabinet-spec',
      section: SECTIONS.materials,
      what: 'the cabinet specification',
      onlyIf: CABINETS,
      brands: KITCHEN_BATH,
      phrases: phrases([
        'custom',
        'semi-custom',
        'RTA',
        'plywood box',
        'plywood construction',
        'solid wood',
        'maple',
        'oak',
        'cherry',
        'birch',
        'hickory',
        'soft-close',
        'soft close',
        'dovetail',
        'full overlay',
        'inset',
        'frameless',
        'face frame',
        PRICED_ALLOWANCE,
      ]),
      ifMissing: 'medium',
      explanation:
        'Cabinets are included but not specified: no brand or line, construction (plywood or particleboard) or door style and finish. Cabinets are usually the biggest cost in a kitchen, and quality varies enormously.',
      questions: [
        'Which cabinet manufacturer and line, door style and finish are included?',
        'Are the boxes plywood or particleboard, and are drawers dovetailed with soft-close hardware?',
      ],
    },
    {
      id: 'scope.kitchen.countertops',
      section: SECTIONS.scope,
      what: 'countertops',
      phrases: COUNTERTOPS,
      ifMissing: 'clarification',
      explanation:
        'Countertops are not mentioned. If they are part of the project, the quote should say so and specify them.',
      questions: ['Are new countertops included? If so, what material, thickness and edge profile?'],
    },
    {
      id: 'scope.kitchen.countertop-spec',
      section: SECTIONS.materials,
      what: 'the countertop material',
      onlyIf: phrases(['countertop', 'countertops', 'counter top', 'counters', 'worktop', 'worktops', 'benchtop', 'benchtops']),
      brands: KITCHEN_BATH,
      phrases: phrases([
        'quartz',
        'granite',
        'laminate',
        'butcher block',
        'solid surface',
        'quartzite',
        'marble',
        'soapstone',
        'concrete',
        '3cm',
        '2cm',
        '3 cm',
        '2 cm',
        'edge profile',
        'eased edge',
        'bullnose',
        'ogee',
        'bevel',
        // "40mm solid oak block worktops", "iroko timber benchtop", "porcelain worktops".
        /\b(?:oak|walnut|maple|beech|iroko|birch|bamboo|timber|wood(?:en)?|porcelain|sintered(?:\s+stone)?|stainless(?:\s+steel)?)\s+(?:block\s+|slab\s+|stave\s+)?(?:worktops?|countertops?|benchtops?|counters?|tops?)\b/i,
        PRICED_ALLOWANCE,
      ]),
      ifMissing: 'medium',
      explanation:
        'Countertops are included but the material is not stated (quartz, granite, laminate...). Prices differ several-fold between them.',
      questions: [
        'What countertop material, colour, thickness and edge profile are included?',
        'Are the sink cut-out, templating and backsplash included?',
      ],
    },
    {
      id: 'scope.kitchen.backsplash',
      section: SECTIONS.scope,
      what: 'the backsplash',
      // British and Irish kitchens have a splashback and upstands; India's dado is the tiled wall above the platform.
      phrases: phrases(['backsplash', 'back splash', 'splash', 'splashback', 'upstand', 'dado']),
      ifMissing: 'clarification',
      explanation: 'The backsplash is not mentioned. New counters usually need the backsplash redone.',
      questions: ['Is a backsplash included? If so, what tile and how much wall area?'],
    },
    {
      id: 'scope.kitchen.plumbing',
      section: SECTIONS.scope,
      what: 'plumbing work',
      phrases: phrases([
        'plumbing',
        'plumber',
        'sink',
        'faucet',
        'garbage disposal',
        'disposer',
        'dishwasher hookup',
        'dishwasher connection',
        'water line',
        'supply line',
        'drain',
        'P-trap',
        'shut-off',
        'ice maker line',
      ]),
      ifMissing: 'clarification',
      explanation: 'Plumbing (sink, faucet, disposal and dishwasher hook-ups) is not mentioned.',
      questions: [
        'Is disconnecting and reconnecting the sink, faucet, disposal and dishwasher included?',
        'Is any plumbing being moved, and is that in the price?',
      ],
    },
    {
      id: 'scope.kitchen.electrical',
      section: SECTIONS.scope,
      what: 'electrical work',
      phrases: ELECTRICAL,
      ifMissing: 'clarification',
      explanation:
        'Electrical work (outlets, GFCI protection, lighting, appliance circuits) is not mentioned. Remodels usually have to bring kitchen circuits up to current code.',
      questions: [
        'Is electrical work included: outlets, GFCI protection, lighting and dedicated appliance circuits?',
        'Will a licensed electrician do it under a permit?',
      ],
    },
    {
      id: 'scope.kitchen.appliances',
      section: SECTIONS.scope,
      what: 'appliance installation',
      phrases: phrases([
        'appliance',
        'appliances',
        'range',
        'refrigerator',
        'fridge',
        'dishwasher',
        'microwave',
        'range hood',
        'vent hood',
        'hood',
        'oven',
        'cooktop',
      ]),
      ifMissing: 'clarification',
      explanation:
        'Appliances are not mentioned: who supplies them, who installs and connects them, and whether the range hood is vented outside.',
      questions: [
        'Who supplies the appliances, and is installing and connecting them included?',
        'Is the range hood ducted to the outside?',
      ],
    },
    {
      id: 'scope.kitchen.drywall-paint',
      section: SECTIONS.scope,
      what: 'drywall repair and painting',
      phrases: DRYWALL_PAINT,
      ifMissing: 'clarification',
      explanation:
        'Drywall repair and painting after the work are not mentioned; walls are almost always damaged when cabinets come out.',
      questions: ['Are drywall repair and painting included after installation?'],
    },
    {
      id: 'scope.kitchen.design',
      section: SECTIONS.scope,
      what: 'a layout drawing',
      phrases: phrases([
        'drawing',
        'drawings',
        'design',
        'layout',
        'plans',
        'rendering',
        'elevations',
        'CAD',
        '3D',
        'floor plan',
      ]),
      ifMissing: 'clarification',
      explanation:
        'No layout or drawing is referenced. A signed drawing is the best way to pin down what cabinets go where.',
      questions: [
        'Will you provide a layout drawing showing every cabinet and appliance, to be signed with the contract?',
      ],
    },
  ],
};
