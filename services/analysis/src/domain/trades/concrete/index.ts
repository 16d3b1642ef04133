// Concrete and paving: area, thickness, the base under it, reinforcement, mix strength, control joints, removal of
// the old slab, and the finish and curing.
import { SECTIONS } from '../../types';
import { item, phrases } from '../item';
import type { TradeModule } from '../types';
import { AREA_WORDS, HAUL_AWAY_WORDS } from '../common-words';

const S = SECTIONS;
// Poured concrete work, told by its material: a driveway or a patio may be asphalt or pavers, which have no
// mix strength, rebar or control joints to ask about.
const POURED = phrases(['concrete', 'slab', 'pour', 'poured', 'flatwork', 'footing', 'stamped']);
// A surface laid in units or rolled hot ("permeable block paving", "tarmac", "porcelain paving"): concrete in it
// only beds the edging or sets the posts, and the slab questions do not apply. The old surface torn out ("tear out
// the old cracked asphalt drive and pour it back in concrete", "once the asphalt is off") says nothing about the
// new one.
const SURFACES = [
  'block paving',
  'block paved',
  'pavers',
  'paver',
  'paving slabs',
  'paving stones',
  'flagstones',
  'setts',
  'cobbles',
  'asphalt',
  'tarmac',
  'blacktop',
  'resin bound',
  'resin-bound',
];
const LAID_NOT_POURED = phrases(
  SURFACES.map(
    (s) =>
      new RegExp(
        String.raw`(?<!\b(?:old|existing|current|cracked|broken|worn)\s+(?:[\w-]+\s+)?)\b${s}\b(?!\s+(?:drive(?:way)?\s+)?(?:is|are|comes?)\s+(?:off|out|up|removed|gone))`,
        'i',
      ),
  ),
);
const SLAB_ONLY = { onlyIf: POURED, skipIf: LAID_NOT_POURED };

export const concrete: TradeModule = {
  id: 'concrete',
  names:
    /concrete|driveway|paving|\bpavers?\b|asphalt|sidewalk|walkway|flatwork|\bslab\b|patio\s+(?:slab|pour)|stamped/i,
  permit: 'sometimes',
  licence: 'varies',
  checklist: {
    trade: 'concrete',
    items: [
      item(
        'scope.concrete.area',
        S.scope,
        'the area',
        [
          /\b\d{1,3}\s*(?:'|ft\.?|feet)?\s*[x\u00d7]\s*\d{1,3}\s*(?:'|ft\.?|feet)?/i,
          ...AREA_WORDS,
          // Metric dimensions: "6.0 m x 4.5 m".
          /\b\d+(?:\.\d+)?\s*m\s*[x\u00d7]\s*\d+(?:\.\d+)?\s*m\b/i,
        ],
        'medium',
        'The quote does not give the area or dimensions, so the price per square foot cannot be checked.',
        ['What are the dimensions and total square footage?'],
        { quantity: ['sqft', 'sqyd'] },
      ),
      item(
        'scope.concrete.thickness',
        S.scope,
        'the thickness',
        [
          /\b\d(?:\.\d)?\s*(?:"|in\.?|inch(?:es)?|-inch)\s*(?:thick|slab|concrete|depth|of\s+concrete|asphalt|deep)?/i,
          // Metric: "100mm slab", "80mm permeable block paving", "sub-base to 150mm depth".
          /\b\d{2,3}\s*mm\s+(?:[\w-]+\s+){0,3}(?:thick|thickness|deep|depth|slab|concrete|asphalt|tarmac|blocks?|pavers?|paving|sub-?base|base)\b/i,
          // The unit named before its size: "Tegula block paving, 50 mm", "porcelain paving slabs 20mm".
          /\b(?:blocks?|pavers?|paving|setts|slabs?|flags(?:tones)?|tarmac|asphalt)\b[^.;\d]{0,40}?\b\d{2,3}\s*mm\b/i,
          /\bdepth\s+of\s+\d{2,3}\s*mm\b/i,
          // A thickness with a figure: "nice and thick" or "don't worry about the thickness" commits to none.
          /\bthick(?:ness)?\b[^.;\d]{0,25}\d(?:\.\d)?\s*(?:"|in\b|inch|mm\b)/i,
        ],
        'medium',
        'The slab thickness is not stated. A driveway needs more than a walkway (typically 4" for walks and patios, 5-6" for driveways), and thinner slabs crack.',
        ['How thick will the slab be, and thicker where vehicles turn?'],
      ),
      item(
        'scope.concrete.base',
        S.scope,
        'the sub-base and compaction',
        [
          'base',
          'sub-base',
          'subbase',
          'gravel',
          'crushed stone',
          'crusher run',
          'aggregate base',
          'road base',
          'ABC',
          'compact',
          'compacted',
          'compaction',
          'plate compactor',
          'grade',
          'grading',
          'excavat',
        ],
        'clarification',
        'The quote does not describe the base under the concrete (gravel depth, compaction). A poor base is the first cause of cracking and settling.',
        ['What base goes under the slab, how deep, and how is it compacted?'],
      ),
      item(
        'scope.concrete.reinforcement',
        S.scope,
        'the reinforcement',
        [
          'rebar',
          're-bar',
          'wire mesh',
          'mesh',
          'welded wire',
          'WWM',
          'fiber',
          'fibre',
          'fibermesh',
          'reinforce',
          'reinforced',
          'reinforcement',
          'dowel',
          'dowels',
        ],
        'clarification',
        'Reinforcement (rebar, mesh or fibre) is not mentioned or is only optional. It holds cracks together and matters most on driveways.',
        ['What reinforcement is included (rebar size and spacing, mesh or fibre), and is it in the price?'],
        SLAB_ONLY,
      ),
      item(
        'scope.concrete.strength',
        S.materials,
        'the concrete mix',
        [
          /\b\d,?\d{3}\s*psi\b/i,
          // Metric strength classes: "25 MPa", "N25", "C30/37".
          /\b\d{2}\s*MPa\b/i,
          /\bN(?:20|25|32|40|50)\b/,
          /\bC\d{2}\/\d{2}\b/,
          /\b[456](?:\.\d)?\s*(?:bag|sack)\b/i,
          'mix design',
          'air entrained',
          'air-entrained',
          'ready mix',
          'ready-mix',
        ],
        'clarification',
        'The concrete mix is not stated (strength in psi, air entrainment in freezing climates).',
        ['What strength (psi) and mix will be poured, and is it air-entrained?'],
        SLAB_ONLY,
      ),
      item(
        'scope.concrete.joints',
        S.scope,
        'control joints',
        [
          'control joint',
          'control joints',
          'contraction joint',
          'expansion joint',
          'expansion joints',
          'saw cut',
          'saw-cut',
          'sawcut',
          'tooled joint',
          'tooled joints',
          'isolation joint',
          'joints',
        ],
        'clarification',
        'Control joints are not mentioned. Concrete always cracks; joints decide where.',
        ['Where will control and expansion joints go, and how (tooled or saw-cut)?'],
        SLAB_ONLY,
      ),
      item(
        'scope.concrete.removal',
        S.cleanup,
        'tear-out and haul-away of the old surface',
        [
          'tear out',
          'tear-out',
          'break out',
          'break up',
          'demo',
          'demolition',
          'remove existing',
          'removal of existing',
          // Ireland and Britain: "dig out existing gravel driveway and remove all spoil".
          'dig out',
          'spoil',
          ...HAUL_AWAY_WORDS,
          'new construction',
          'no existing',
        ],
        'clarification',
        'The quote does not say whether the old driveway or slab is broken out and hauled away.',
        ['Is removing and hauling away the existing surface included?'],
      ),
      item(
        'scope.concrete.finish',
        S.scope,
        'the finish and curing',
        [
          'broom finish',
          'broom',
          'trowel',
          'troweled',
          'stamped',
          'exposed aggregate',
          'finish',
          'cure',
          'curing',
          'cured',
          'sealer',
          'seal',
          'sealed',
          'sealing',
        ],
        'clarification',
        'The surface finish and curing or sealing are not described.',
        ['What finish (broom, stamped, exposed aggregate), and how is it cured or sealed?'],
      ),
    ],
  },
};
