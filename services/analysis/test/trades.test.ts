// The trade registry: free-text project types map onto trades, and each new trade's checklist flags what a thin
// quote leaves out and stays quiet on a quote that says it (in wording of our own, not the fixtures').
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tradeOf } from '../src/domain/trade';
import { TRADES } from '../src/domain/trades/registry';
import { findingsFor, ids } from './helpers';

test('free-text project types map onto trades', () => {
  const cases: [string, string][] = [
    ['Replacement windows', 'windows'],
    ['New patio door', 'windows'],
    ['Exterior painting', 'painting'],
    ['Deck staining', 'painting'],
    ['Water heater', 'plumbing'],
    ['Heat pump water heater', 'plumbing'],
    ['Tankless install', 'plumbing'],
    ['EV charger', 'electrical'],
    ['200A service upgrade', 'electrical'],
    ['Gutters', 'siding'],
    ['Siding (porch cladding)', 'siding'],
    ['Driveway', 'concrete'],
    ['Concrete patio slab', 'concrete'],
    ['Attic insulation', 'insulation'],
    ['Spray foam crawlspace', 'insulation'],
    ['Cabinet refacing', 'cabinets'],
    ['Kitchen remodel', 'kitchen'],
    ['Solar panels', 'solar'],
    ['New garage door', 'general'],
    ['Roof and gutters after a storm', 'roofing'],
    ['Vinyl fence', 'fence'],
    ['windows', 'windows'],
  ];
  for (const [type, trade] of cases) assert.equal(tradeOf(type), trade, type);
});

test('each trade is registered once, with a checklist whose ids are its own', () => {
  const seen = new Set<string>();
  for (const t of TRADES) {
    assert.ok(!seen.has(t.id), t.id);
    seen.add(t.id);
    for (const item of t.checklist.items) assert.ok(item.id.startsWith(`scope.${t.id}.`), item.id);
  }
});

const scope = (lines: string[], type: string, trade: string) =>
  ids(findingsFor(lines, type)).filter((id) => id.startsWith(`scope.${trade}.`));

const CASES: { type: string; trade: string; good: string[]; thin: string[]; flags: string[] }[] = [
  {
    type: 'Replacement windows',
    trade: 'windows',
    good: [
      'Replace 9 double-hung windows (kitchen, two bedrooms, living room) with Andersen 400 Series, low-E4 glass with argon.',
      'Full-frame installation: existing sash and frames removed down to the rough opening and hauled away.',
      'Each opening gets a sloped sill pan, flashing tape at the head and jambs, and low-expansion foam.',
      'New interior casing to match; exterior brick mould capped in white aluminium coil stock.',
    ],
    thin: ['Install new vinyl windows throughout the house.'],
    flags: [
      'scope.windows.product',
      'scope.windows.count',
      'scope.windows.install-method',
      'scope.windows.flashing',
    ],
  },
  {
    type: 'Exterior painting',
    trade: 'painting',
    good: [
      'Paint the exterior body, trim, soffits and fascia of the house.',
      'Prep: pressure wash, scrape loose paint, sand edges, caulk gaps, spot prime bare wood.',
      'Two finish coats of Sherwin-Williams Duration, satin on body and semi-gloss on trim.',
      'Drop cloths over plants and walkways; windows masked.',
    ],
    thin: ['Paint house outside, labor and paint $6,000.'],
    flags: ['scope.painting.prep', 'scope.painting.product', 'scope.painting.coats'],
  },
  {
    type: 'Water heater',
    trade: 'plumbing',
    good: [
      'Drain and remove the existing 40 gallon gas water heater; haul away.',
      'Install Bradford White RG250T6N 50 gallon atmospheric gas water heater.',
      'New expansion tank, T&P discharge line to the floor drain, seismic straps and drain pan.',
      'New gas flex connector, ball valve shut-off and copper water connections.',
    ],
    thin: ['Replace water heater, $1,900 installed.'],
    flags: ['scope.plumbing.equipment', 'scope.plumbing.code-items'],
  },
  {
    type: 'Electrical panel upgrade',
    trade: 'electrical',
    good: [
      'Replace the 100A fuse box with a Square D Homeline 200A 40-space main breaker panel.',
      'Coordinate the disconnect and reconnect with the utility; new meter socket and SER service cable.',
      'Two new ground rods, bond water and gas piping.',
      'Move all existing circuits; AFCI/GFCI breakers where code requires.',
      'Panel is in the unfinished basement; no wall openings needed.',
    ],
    thin: ['Upgrade electrical panel to 200 amps.'],
    flags: ['scope.electrical.service', 'scope.electrical.grounding'],
  },
  {
    type: 'Siding and gutters',
    trade: 'siding',
    good: [
      'Remove existing cedar shingles on all four sides (about 18 squares) and haul away.',
      'Install Tyvek house wrap with taped seams.',
      'Install James Hardie HardiePlank lap siding, 7" exposure, ColorPlus Arctic White.',
      'New PVC corner boards, window casings, soffit and fascia.',
      'Head flashing over every window and door; kick-out flashing at roof-wall joints.',
      'New 6" seamless aluminium K-style gutters, .032, with 3x4 downspouts.',
    ],
    thin: ['Install vinyl siding on house and new gutters.'],
    flags: ['scope.siding.product', 'scope.siding.area', 'scope.siding.wrap', 'scope.siding.gutters'],
  },
  {
    type: 'Driveway',
    trade: 'concrete',
    good: [
      'Break out the existing asphalt driveway and haul away.',
      'New driveway 20 x 40 ft (800 sq ft), 5" thick over 4" of compacted crushed stone.',
      '4000 psi air-entrained mix with #4 rebar at 18" on centre.',
      'Saw-cut control joints every 10 ft; broom finish, cure and seal.',
    ],
    thin: ['Pour new concrete driveway, $7,500.'],
    flags: [
      'scope.concrete.area',
      'scope.concrete.thickness',
      'scope.concrete.base',
      'scope.concrete.reinforcement',
    ],
  },
  {
    type: 'Attic insulation',
    trade: 'insulation',
    good: [
      'Air seal top plates, wire and pipe penetrations and the attic hatch with foam and caulk.',
      'Install rafter vents (baffles) at every bay along the eaves.',
      'Blow cellulose over the existing insulation to R-49 (about 14" settled) across 1,100 sq ft of attic.',
    ],
    thin: ['Add insulation to attic, $1,800.'],
    flags: [
      'scope.insulation.r-value',
      'scope.insulation.material',
      'scope.insulation.air-sealing',
      'scope.insulation.baffles',
    ],
  },
  {
    type: 'Cabinet replacement',
    trade: 'cabinets',
    good: [
      'Remove and dispose of the existing laundry room cabinets.',
      'Supply 6 KraftMaid maple shaker cabinets (plywood boxes, painted finish) per the attached layout drawing.',
      'Brushed nickel pulls and soft-close hinges and drawer slides.',
      'Install, level and scribe, with fillers and crown moulding.',
    ],
    thin: ['New cabinets for laundry room $4,500.'],
    flags: [
      'scope.cabinets.spec',
      'scope.cabinets.layout',
      'scope.cabinets.hardware',
      'scope.cabinets.installation',
    ],
  },
];

for (const c of CASES) {
  test(`${c.trade}: a thorough quote is not flagged; a thin one is`, () => {
    assert.deepEqual(scope(c.good, c.type, c.trade), [], 'good quote');
    const found = scope(c.thin, c.type, c.trade);
    for (const id of c.flags) assert.ok(found.includes(id), `${id} in ${found.join(', ')}`);
  });
}

test('lead-safe work is asked for only when the home is older than 1978', () => {
  const base = [
    'Replace 6 Pella 250 Series windows, full-frame, flashed and sealed, new trim, old units hauled away.',
  ];
  assert.ok(!scope(base, 'Replacement windows', 'windows').includes('scope.windows.lead-safe'));
  const old = ['House built in 1952.', ...base];
  assert.ok(scope(old, 'Replacement windows', 'windows').includes('scope.windows.lead-safe'));
  assert.ok(
    !scope(
      [...old, 'EPA RRP lead-safe certified crew; containment and HEPA cleanup.'],
      'Replacement windows',
      'windows',
    ).includes('scope.windows.lead-safe'),
  );
});

test('fence: who establishes the property line', () => {
  const fence = [
    'Install 120 ft of 6 ft cedar privacy fence, posts set 30" deep in concrete, one 4 ft gate; we call 811.',
  ];
  assert.ok(scope(fence, 'Fence', 'fence').includes('scope.fence.property-line'));
  assert.ok(
    !scope(
      [...fence, 'Homeowner to provide a survey; fence set 6 inches inside the line.'],
      'Fence',
      'fence',
    ).includes('scope.fence.property-line'),
  );
  assert.ok(
    !scope([...fence, 'Fence placed along the surveyed boundary markers.'], 'Fence', 'fence').includes(
      'scope.fence.property-line',
    ),
  );
});

test('checklist items only for work of the kind quoted: no panel or service items for a circuit, no lead-safe item after 1978', () => {
  const circuit = ids(
    findingsFor(
      [
        'Add a 50 amp circuit for a Level 2 car charger from the existing 200A panel in the basement.',
        'Total $1,350',
      ],
      'electrical',
    ),
  );
  assert.ok(!circuit.includes('scope.electrical.service'));
  assert.ok(!circuit.includes('scope.electrical.grounding'));
  const upgrade = ids(
    findingsFor(['Replace the existing 100A panel with a new 200A panel.', 'Total $3,900'], 'electrical'),
  );
  assert.ok(upgrade.includes('scope.electrical.grounding'));
  const later = ids(
    findingsFor(['House built 1986.', 'Replace 6 vinyl windows, insert install.', 'Total $7,400'], 'windows'),
  );
  assert.ok(!later.includes('scope.windows.lead-safe'));
  const older = ids(
    findingsFor(['House built 1956.', 'Replace 6 vinyl windows, insert install.', 'Total $7,400'], 'windows'),
  );
  assert.ok(older.includes('scope.windows.lead-safe'));
  const returns = ids(
    findingsFor(
      ['Replace 4 windows; new drywall returns painted white, exterior stucco patching.', 'Total $6,100'],
      'windows',
    ),
  );
  assert.ok(!returns.includes('scope.windows.trim'));
});
