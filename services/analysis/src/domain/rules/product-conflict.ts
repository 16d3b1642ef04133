// One product, two makers: the scope names one siding, shingle, window, solar panel or water heater (or one countertop or
// cabinet-box material) and the material list or the spec sheet another ("Alside Charter Oak vinyl siding" above, "CertainTeed Monogram clapboard" below). The
// homeowner cannot tell which will be installed, and the cheaper one can be substituted without a word. Read from
// the clause model: brands offered as options or tiers, excluded, or named as alternatives in one sentence ("GAF or
// Owens Corning") are choices, not a contradiction.
import { clausesOf, type Clause } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

interface Product {
  name: string;
  /** The product's own nouns, near the maker's name. */
  noun: RegExp;
  /** Each maker under one name, with the ways quotes write it. */
  makers: Record<string, RegExp>;
}

const PRODUCTS: Product[] = [
  {
    name: 'siding',
    // "HardiePlank", "HardieShingle": the maker's product name carries the noun.
    noun: /\b(?:siding|lap|clapboards?|shakes|cladding|board\s+and\s+batten)\b|(?:plank|shingle)s?\b/i,
    makers: {
      'James Hardie': /\b(?:James\s+)?Hardie(?:Plank|Shingle|Panel)?\b/,
      LP: /\bLP\s+SmartSide\b|\bSmartSide\b/,
      Alside: /\bAlside\b/,
      CertainTeed: /\bCertainTeed\b/,
      Mastic: /\bMastic\b/,
      'Ply Gem': /\bPly\s?Gem\b/,
      Royal: /\bRoyal\s+(?:Building|Celect|Haven|Estate)\b/,
      Norandex: /\bNorandex\b/,
      'Georgia-Pacific': /\bGeorgia[\s-]Pacific\b/,
      Allura: /\bAllura\b/,
      Nichiha: /\bNichiha\b/,
      Kaycan: /\bKaycan\b/,
      Variform: /\bVariform\b/,
    },
  },
  {
    name: 'shingles',
    noun: /\bshingles?\b/i,
    makers: {
      GAF: /\bGAF\b/,
      'Owens Corning': /\bOwens\s+Corning\b/,
      CertainTeed: /\bCertainTeed\b/,
      IKO: /\bIKO\b/,
      Atlas: /\bAtlas\b/,
      TAMKO: /\bTAMKO\b|\bTamko\b/,
      Malarkey: /\bMalarkey\b/,
    },
  },
  {
    name: 'windows',
    noun: /\bwindows?\b|\bsashe?s?\b|\bcasements?\b|\bdouble[\s-]hungs?\b/i,
    makers: {
      Andersen: /\bAndersen\b/,
      Pella: /\bPella\b/,
      Marvin: /\bMarvin\b/,
      Milgard: /\bMilgard\b/,
      Simonton: /\bSimonton\b/,
      'JELD-WEN': /\bJeld[\s-]?Wen\b/i,
      'Ply Gem': /\bPly\s?Gem\b/,
      Harvey: /\bHarvey\b/,
      ProVia: /\bProVia\b/,
      Alside: /\bAlside\b/,
      Kolbe: /\bKolbe\b/,
    },
  },
  {
    name: 'water heater',
    noun: /\bwater\s+heaters?\b|\btankless\b|\bheat\s+pump\s+water\b/i,
    makers: {
      Rheem: /\bRheem\b|\bRuud\b/,
      'A. O. Smith': /\bA\.?\s?O\.?\s+Smith\b/,
      'Bradford White': /\bBradford\s+White\b/,
      Navien: /\bNavien\b/,
      Rinnai: /\bRinnai\b/,
      Noritz: /\bNoritz\b/,
      Takagi: /\bTakagi\b/,
    },
  },
  {
    // A solar proposal's cover page and its equipment schedule naming different panels.
    name: 'solar panels',
    noun: /\b(?:solar\s+)?(?:modules?|panels?)\b|\b\d{3}\s?W\b/i,
    makers: {
      REC: /\bREC\s+(?:Alpha|TwinPeak|N-Peak)\b|\bREC\b(?=[^.]{0,20}\b\d{3}\s?W)/,
      Qcells: /\bQ\.?\s?CELLS\b|\bQcells\b|\bQ\.PEAK\b|\bHanwha\b/i,
      Panasonic: /\bPanasonic\b/,
      'SunPower/Maxeon': /\bSunPower\b|\bMaxeon\b/,
      'Canadian Solar': /\bCanadian\s+Solar\b/,
      Jinko: /\bJinko(?:Solar)?\b/i,
      Trina: /\bTrina(?:\s?Solar)?\b/,
      LONGi: /\bLONGi\b|\bLongi\b/,
      Silfab: /\bSilfab\b/,
      'Mission Solar': /\bMission\s+Solar\b/,
      'JA Solar': /\bJA\s?Solar\b/,
      'Meyer Burger': /\bMeyer\s+Burger\b/,
      Hyundai: /\bHyundai\b/,
      Aptos: /\bAptos\b/,
      Solaria: /\bSolaria\b/,
      'LG': /\bLG\s+(?:NeON|Neon|\d{3})/,
    },
  },
  {
    // For a worktop the material is the product: "quartz" in the scope and "granite" in the finish schedule.
    name: 'countertops',
    noun: /\bcounter\s*tops?\b|\bworktops?\b|\bcounters\b|\bslabs?\b/i,
    makers: {
      quartz: /\bquartz\b|\bCaesarstone\b|\bSilestone\b|\bCambria\b|\bMSI\s+Q\b/i,
      granite: /\bgranite\b/i,
      marble: /\bmarble\b/i,
      laminate: /\blaminate\b|\bFormica\b|\bWilsonart\b/i,
      'solid surface': /\bsolid[\s-]surface\b|\bCorian\b/i,
      'butcher block': /\bbutcher[\s-]?block\b/i,
      quartzite: /\bquartzite\b/i,
    },
  },
  {
    // Within quartz, the maker: "Silestone quartz, 20 mm" in the scope and "Caesarstone quartz, 30 mm" in the
    // specification are two worktops (a plain "quartz" names no maker and conflicts with neither).
    name: 'quartz worktops',
    noun: /\bcounter\s*tops?\b|\bworktops?\b|\bcounters\b|\bslabs?\b|\bquartz\b/i,
    makers: {
      Caesarstone: /\bCaesarstone\b/i,
      Silestone: /\bSilestone\b/i,
      Cambria: /\bCambria\b/,
      'MSI Q': /\bMSI\s+Q\b/,
      HanStone: /\bHanStone\b/i,
      Viatera: /\bViatera\b/i,
      Dekton: /\bDekton\b/i,
    },
  },
  {
    // What the cabinet boxes are made of: plywood in one place and a particle or fibre board in another is the
    // usual quiet downgrade.
    name: 'cabinet boxes',
    noun: /\bcarcass(?:es)?\b|\bcabinet\s+(?:box(?:es)?|construction|material)\b|\bboxes\b|\bcase\s*work\b/i,
    makers: {
      plywood: /\bplywood\b|\bBW[PR]\b/i,
      particleboard: /\bparticle\s*board\b|\bchip\s*board\b/i,
      MDF: /\bMDF\b/,
      'moisture-resistant fibre board': /\bHDHMR\b|\bHDF\b/,
    },
  },
];

// What comes out is not what goes in: "remove the existing laminate countertops", but "remove the old cedar and
// install Mastic siding" names what goes in.
const REMOVED = /\b(?:existing|old|current|remov\w*|tear\w*\s+(?:out|off)|demo\w*|dispos\w*|haul\w*)\b/gi;
const INSTALLED = /\b(?:install\w*|new|supply|supplied|fit|fitted|lay|laid|put\s+in)\b/gi;

function removedBefore(words: string): boolean {
  const last = (re: RegExp) => Math.max(-1, ...[...words.matchAll(re)].map((m) => m.index));
  return last(REMOVED) > last(INSTALLED);
}

/** How far from the maker's name the product noun may stand: "Alside Charter Oak premium vinyl siding" (and half
 * as far before it: "Countertops: Caesarstone Pure White"). */
const NEAR = 60;
// Naming two makers as a choice or a substitute in one sentence is not a contradiction.
const CHOICE = /\bor\b|\bequal\b|\bequivalent\b|\binstead\b|\brather\s+than\b|\bvs\.?\b|\bversus\b|\bcompared?\b/i;

// A product named in a sentence that hedges something else ("colour to be selected") is still named.
// "A CertainTeed Monogram 46 vinyl ... $18,900.00" / "C James Hardie HardiePlank ... $29,800.00": rows keyed by a
// letter and priced are the alternatives of an options table, whatever the reader made of the table's headings.
const LETTERED_PRICED_ROW = /^[A-H]\s+[A-Z][^\n]*\d\.\d{2}\b/;

function counts(c: Clause): boolean {
  return (
    !LETTERED_PRICED_ROW.test(c.text) &&
    c.polarity !== 'denied' &&
    c.party === 'contractor' &&
    c.role !== 'option' &&
    c.role !== 'unticked' &&
    !c.tier
  );
}

interface Named {
  maker: string;
  clause: Clause;
}

function makersNamed(product: Product, clauses: Clause[]): Named[] {
  const out: Named[] = [];
  for (const clause of clauses.filter(counts)) {
    const here = Object.entries(product.makers).flatMap(([maker, re]) => {
      const m = re.exec(clause.text);
      if (!m || removedBefore(clause.text.slice(Math.max(0, m.index - NEAR), m.index))) return [];
      const around = clause.text.slice(Math.max(0, m.index - NEAR / 2), m.index + m[0].length + NEAR);
      return product.noun.test(around) ? [maker] : [];
    });
    const distinct = [...new Set(here)];
    if (distinct.length > 1 && CHOICE.test(clause.text)) continue;
    for (const maker of distinct) out.push({ maker, clause });
  }
  return out;
}

// One water heater, two sizes: "install a new 200 L geyser" in the letter and "Kwikot 150 L geyser" in the priced
// rows. The size is written right before the heater's noun; the old unit's size ("existing 150 L geyser") is not
// what goes in.
const HEATER_SIZE =
  /\b(\d{2,3})\s?(?:L|litres?|liters?|gal(?:lons?)?\.?|US\s+gal)(?![a-z])[^.;:\n]{0,30}?\b(?:geysers?|water\s+heaters?|hot\s+water\s+(?:heaters?|cylinders?|systems?|units?|tanks?))\b/gi;

function heaterSizes(clauses: Clause[]): { size: number; clause: Clause }[] {
  return clauses.filter(counts).flatMap((clause) =>
    [...clause.text.matchAll(HEATER_SIZE)]
      .filter((m) => !removedBefore(clause.text.slice(Math.max(0, m.index - 30), m.index)) && !CHOICE.test(m[0]))
      .map((m) => ({ size: Number(m[1]), clause })),
  );
}

function sizeConflict(clauses: Clause[]): Finding | undefined {
  const sizes = heaterSizes(clauses);
  const first = sizes[0];
  const other = sizes.find((s) => s.size !== first?.size && s.clause.line !== first.clause.line);
  if (!first || !other) return undefined;
  return finding(
    'consistency.material-conflict',
    'medium',
    SECTIONS.materials,
    other.clause.text,
    `The quote gives the water heater two sizes: "${first.clause.text.trim().slice(0, 80)}" and "${other.clause.text.trim().slice(0, 80)}". It is unclear which will be installed, and the price may be for the smaller one.`,
    ['Which size and model of water heater exactly is in the price?', 'Can the contract name that one unit everywhere it is mentioned?'],
  );
}

export const checkProductConflict: Check = (ctx) => {
  const clauses = clausesOf(ctx.text);
  const findings: Finding[] = [];
  const size = sizeConflict(clauses);
  if (size) return { checked: [], findings: [size] };
  for (const product of PRODUCTS) {
    const named = makersNamed(product, clauses);
    const first = named[0];
    const other = named.find((n) => n.maker !== first?.maker && n.clause.line !== first.clause.line);
    if (!first || !other) continue;
    findings.push(
      finding(
        'consistency.material-conflict',
        'medium',
        SECTIONS.materials,
        other.clause.text,
        `The quote names two different makers or materials for the ${product.name}: ${first.maker} ("${first.clause.text.trim().slice(0, 80)}") and ${other.maker} ("${other.clause.text.trim().slice(0, 80)}"). It is unclear which will be installed, and the price may be for the other.`,
        [
          `Which ${product.name} exactly (maker, line and style) is in the price?`,
          'Can the contract name that one product everywhere it is mentioned?',
        ],
      ),
    );
    break;
  }
  return { checked: [], findings };
};
