// What a careful reviewer expects in an HVAC replacement quote: the exact equipment (brand, model, size,
// efficiency), proper sizing, and the install details that decide whether it works well for 15 years.
import { phrases } from '../../text/phrases';
import type { QuoteText } from '../../text/quote-text';
import { SECTIONS } from '../../types';
import { HVAC } from '../brands';
import type { Checklist } from '../scope';

// A ductless system has no ducts to connect; a first-time install has no old equipment to remove.
const DUCTLESS_WORDS: (string | RegExp)[] = [
  'ductless',
  'mini split',
  'mini-split',
  'minisplit',
  'wall unit',
  'wall units',
  'wall-mounted',
  'indoor head',
  'indoor heads',
  'ceiling cassette',
  'MSZ',
  'MXZ',
  // "Reverse-cycle split system", "high wall split" (Australia, New Zealand, Britain); never a ducted split.
  /\b(?<!ducted\s)(?:reverse[\s-]cycle\s+)?split[\s-]system\b(?![^.\n]{0,40}\bducted\b)/i,
  /\b(?:high|hi)[\s-]wall\b/i,
  // India's "1.5 ton inverter split AC", "wall bracket for outdoor unit": a wall split, never ducted.
  /\b(?<!ducted\s)(?:inverter\s+)?split\s+(?:AC|A\/C|air\s+conditioner)\b(?![^.\n]{0,40}\bducted\b)(?=[\s\S]{0,400}\b(?:wall|indoor\s+unit|window\s+AC)\b)/i,
];
// A wet system (an air-to-water heat pump or a boiler feeding radiators or underfloor loops) heats water, not air:
// it has no ducts, and a monobloc unit has no indoor coil to drain and no refrigerant lines to run.
const HYDRONIC_WORDS: (string | RegExp)[] = [
  'air to water',
  'air-to-water',
  'hydronic',
  'monobloc',
  'underfloor heating',
  'radiator',
  'radiators',
  'wet system',
];
const HYDRONIC = phrases(HYDRONIC_WORDS);
const NO_DUCTS = phrases([...DUCTLESS_WORDS, ...HYDRONIC_WORDS]);
// Only a replacement has old equipment to remove: a quote that never speaks of an existing or old system, or of
// replacing one, is a first install.
const REPLACING = phrases([
  /\b(?:existing|old|current|present|original)\s+(?:[\w-]+\s+){0,2}?(?:system|unit|units|equipment|furnace|boiler|condenser|air\s+handler|coil|heat\s+pump|ac|a\/c|air\s+conditioner|heater)\b/i,
  /\breplac\w*|\bchange[\s-]?out\b|\bswap\b|\btear[\s-]?out\b|\bremov\w*/i,
]);
const NOTHING_TO_REMOVE = phrases([
  /\bno\s+(?:existing|current|prior)\s+(?:system|equipment|unit|ac|a\/c|heating|cooling|ductwork)/,
  'new construction',
  /\badd(?:ing)?\s+(?:new\s+)?(?:heating|cooling|air\s+conditioning|ac|a\/c|a\s+heat\s+pump)/,
]);
const COOLING = phrases([
  'air conditioner',
  'air conditioning',
  'AC',
  'A/C',
  'heat pump',
  'condenser',
  'condensing unit',
  'mini split',
  'mini-split',
  'ductless',
  // Never the company's name: "ComfortPro Heating & Cooling".
  /(?<!\bheating\s*(?:&|and|,)\s*)\bcooling\b/i,
]);

// Ductwork, a thermostat or a service with the equipment kept ("Carrier furnace (2019) - STAYS", "the existing
// furnace remains"): no unit is bought, so its make, size, efficiency and hook-up are not this job's questions.
const EQUIPMENT_KEPT = phrases([
  /\b(?:furnace|air\s+handler|boiler|heat\s+pump|condenser|condensing\s+unit|air\s+conditioner|equipment|system)\b[^.;]{0,30}?(?:\bstays\b|\bremains?\b|\bto\s+remain\b|\b(?:is|are|will\s+be)\s+(?:kept|retained|reused|re-used)\b)/i,
  /\b(?:keep|keeping|retain|retaining|reuse|reusing|re-use)\s+(?:the\s+|your\s+)?(?:existing\s+)?(?:[\w-]+\s+){0,2}(?:furnace|air\s+handler|boiler|heat\s+pump|condenser|equipment)\b/i,
]);
const NEW_EQUIPMENT = phrases([
  /\b(?:new|install\w*|replac\w*|supply\s+and\s+(?:install|fit))\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,3}(?:furnace|air\s+handler|boiler|heat\s+pump|condenser|condensing\s+unit|air\s+conditioner|AC|A\/C|mini[\s-]?split|outdoor\s+unit)\b/i,
]);
const keepsEquipment = (text: QuoteText) =>
  text.mention(EQUIPMENT_KEPT).state === 'included' && text.mention(NEW_EQUIPMENT).state !== 'included';

// A furnace or boiler alone ("combi boiler swap", "96% furnace, same spot") plugs into the circuit it had: the
// disconnect, whip and breaker asked of an outdoor unit are not its questions. Tonnage or a line set is cooling.
const HEATER_ONLY = phrases([/\b(?:furnace|boiler|combi)s?\b/i]);
const COOLING_SIGNS = /\b\d(?:\.\d)?\s*(?:-\s*\d(?:\.\d)?\s*)?tons?\b|\bline[\s-]?sets?\b|\brefrigerant\b|\bSEER2?\b/i;
const heatsOnly = (text: QuoteText) =>
  text.mention(HEATER_ONLY).state === 'included' && text.mention(COOLING).state === 'absent' && !COOLING_SIGNS.test(text.text);

// A furnace or boiler sold by its efficiency ("Goodman 96% 80k BTU", "95% gas furnace") has its rating, the AFUE;
// with an air conditioner or heat pump in the job, the cooling side's rating is still to be asked.
const FURNACE_PERCENT = /\b(?:8\d|9\d)(?:\.\d)?\s?%\s+(?:efficien\w*|gas\b|furnace|boiler|condensing|modulating|two[\s-]stage|\d+k?\s*(?:btu|mbh))/i;
const furnaceRatedAlone = (text: QuoteText) => FURNACE_PERCENT.test(text.text) && text.mention(COOLING).state === 'absent';

export const hvac: Checklist = {
  trade: 'hvac',
  items: [
    {
      id: 'scope.hvac.equipment',
      skipJob: keepsEquipment,
      section: SECTIONS.materials,
      what: 'the equipment make and model',
      brands: HVAC,
      phrases: phrases([/\bmodel\s*(?:#|no\.?|number)?\s*:?\s*[A-Z0-9-]{4,}/i, /\bAHRI\b/]),
      ifMissing: 'medium',
      explanation:
        'The quote does not name the equipment brand and model numbers. Without them you cannot check efficiency ratings, warranty or rebates, or compare quotes like for like.',
      questions: [
        'What brand and exact model numbers are the outdoor unit, indoor unit/coil and furnace or air handler?',
        'Can you give me the AHRI certificate number for the matched system?',
      ],
    },
    {
      id: 'scope.hvac.capacity',
      skipJob: keepsEquipment,
      section: SECTIONS.materials,
      what: 'the system size',
      // Outside the US the size is in kilowatts: "7.1 kW cooling, 8.0 kW heating". Installers write mini-split sizes
      // in thousands of BTU: "18k outdoor w/ two 9k wall heads".
      phrases: phrases([
        'tonnage',
        /\b\d{2}k\s*btu/i,
        /\b\d{1,2}(?:\.\d)?\s*kW\b(?!h)/,
        /\b\d{1,2}k\s+(?:(?:btu|wall|ceiling|ducted|ductless|mini[\s-]?split|outdoor|indoor)\s+)*(?:outdoor|condenser|heads?|units?|cassettes?|air\s+handlers?|zones?)\b/i,
      ]),
      quantity: ['ton', 'btu'],
      ifMissing: 'medium',
      explanation:
        'The system size (tons or BTU) is not stated. An oversized or undersized system costs more to run, wears out sooner and controls humidity poorly.',
      questions: ['What size (tons / BTU) is the new system, and how did you determine it?'],
    },
    {
      id: 'scope.hvac.efficiency',
      skipJob: (text) => keepsEquipment(text) || furnaceRatedAlone(text),
      section: SECTIONS.materials,
      what: 'the efficiency rating',
      // Outside the US: the energy rating label's stars, COP and SCOP, the ErP class.
      phrases: phrases([
        'SEER',
        'SEER2',
        'EER',
        'EER2',
        'HSPF',
        'HSPF2',
        'AFUE',
        'ENERGY STAR',
        'energy rating',
        'star rating',
        /\b\d(?:\.\d)?\s+stars?\b/i,
        /\bS?COP\b/,
        /\bErP\b/,

      ]),
      quantity: ['seer', 'seer2', 'hspf', 'hspf2', 'afue', 'eer', 'eer2'],
      ifMissing: 'medium',
      explanation:
        'No efficiency rating (SEER2, HSPF2, AFUE) is given. Efficiency drives running costs and rebate eligibility, and is the main difference between cheaper and dearer equipment.',
      questions: [
        'What are the SEER2 and HSPF2 (or AFUE) ratings of the matched system?',
        'Does it qualify for any utility rebates or tax credits?',
      ],
    },
    {
      id: 'scope.hvac.load-calculation',
      section: SECTIONS.scope,
      what: 'a load calculation',
      phrases: phrases([
        'Manual J',
        'Manual S',
        'Manual D',
        'load calc',
        'load calculation',
        'heat load',
        'heat loss',
        'heat gain',
        'sizing calculation',
        'ACCA',
        'load analysis',
      ]),
      ifMissing: 'clarification',
      raiseWhenExcluded: true,
      // "Sized same as existing", "same tonnage as your old unit", "like-for-like": the old size, unchecked.
      graverWhen: phrases([
        /\bsized?\s+(?:the\s+)?(?:same\s+as|to\s+match|like|matching)\s+(?:the\s+|your\s+)?(?:existing|old|current|present)\b/,
        /\bsame\s+(?:size|tonnage|capacity|btus?)\s+(?:as\s+)?(?:the\s+|your\s+)?(?:existing|old|current|present)\b/,
        /\blike[\s-]for[\s-]like\b/,
        /\bmatch(?:es|ing)?\s+(?:the\s+|your\s+)?(?:existing|old|current)\s+(?:tonnage|size|capacity|system\s+size)\b/,
      ]),
      explanation:
        'The quote does not mention a load calculation (Manual J). Replacing like-for-like without one often repeats an old sizing mistake.',
      questions: ['Did you do a Manual J load calculation, and can I have a copy?'],
    },
    {
      id: 'scope.hvac.line-set',
      skipJob: keepsEquipment,
      section: SECTIONS.scope,
      what: 'the refrigerant line set',
      onlyIf: COOLING,
      // A packaged or monobloc unit is sealed at the factory: there are no refrigerant lines to run.
      skipIf: phrases(['monobloc', /\bpackage[d]?\s+(?:unit|system|heat\s+pump|ac|a\/c)\b/i]),
      phrases: phrases([
        'line set',
        'lineset',
        'line-set',
        'linesets',
        'refrigerant lines',
        'refrigerant line',
        'refrigerant piping',
        'copper lines',
        'copper line',
        'copper tubing',
        'flush',
        'existing lines',
        // "Pipe run 4 m: insulated copper pair", "refrigerant pipework".
        /\bcopper\s+(?:pair|pipes?|pipework|piping)\b/i,
        /\bpipe\s*run\b|\brefrigerant\s+pipework\b|\binterconnecting\s+pip/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The refrigerant lines are not mentioned. Old lines may be the wrong size or contaminated for a new refrigerant; they should be replaced or flushed and pressure-tested.',
      questions: [
        'Will you replace the refrigerant line set, or reuse and flush the existing one?',
        'Will you pressure-test and evacuate the system to the manufacturer’s specification?',
      ],
    },
    {
      id: 'scope.hvac.thermostat',
      skipJob: keepsEquipment,
      section: SECTIONS.scope,
      what: 'the thermostat',
      phrases: phrases([
        'thermostat',
        'tstat',
        't-stat',
        'Ecobee',
        'Nest',
        'Honeywell',
        'controls',
        'control board',
        'Infinity control',
        'ComfortSync',
        // A split system is run by its remote or a Wi-Fi controller, not a wall thermostat.
        /\b(?:wireless\s+|wall[\s-]mounted\s+|wired\s+)?remote(?:\s+control(?:ler)?)?\b/i,
        /\b(?:wi-?fi|wall|smart)\s+controller\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The thermostat is not mentioned. Heat pumps and variable-speed systems often need a compatible thermostat.',
      questions: ['Is a new thermostat included, and which model?'],
    },
    {
      id: 'scope.hvac.removal',
      section: SECTIONS.scope,
      what: 'removal of the old equipment and refrigerant recovery',
      skipIf: NOTHING_TO_REMOVE,
      onlyIf: REPLACING,
      phrases: phrases([
        'haul away',
        'haul off',
        'disposal',
        'dispose',
        'recover refrigerant',
        'refrigerant recovery',
        'recovery of refrigerant',
        'reclaim',
        'change out',
        'changeout',
        'remove existing',
        'removal of existing',
        /\bremov\w*\s+(?:[\w&]+\s+){0,4}(?:unit|units|equipment|system|furnace|boiler|cylinder|condenser|air\s+handler|coil|heat\s+pump|AC)\b/,
        /\b(?:boiler|furnace|cylinder|heat\s+pump|condenser)s?\s+(?:and\s+\w+\s+)?(?:removal|disposal|decommissioning)\b/,
        // The passive: "old equipment hauled away", "existing furnace to be removed and recycled".
        /\b(?:old|existing)\s+(?:[\w&]+\s+){0,2}(?:unit|units|equipment|system|furnace|condenser|air\s+handler|coil|heat\s+pump|AC)\s+(?:will\s+be\s+|to\s+be\s+|is\s+|are\s+)?(?:removed|hauled|disposed|recycled|taken)\b/,
        // "old equipment, packaging and offcuts removed from site", "refrigerant recovered by a certified tech".
        /\b(?:old|existing)\s+(?:equipment|units?|system)\b[^.;]{0,40}?\b(?:removed|hauled|disposed|recycled)\b/,
        /\brefrigerant\s+(?:is\s+|will\s+be\s+)?recovered\b|\brecover(?:s|ed|ing)?\s+(?:the\s+)?(?:old\s+)?refrigerant\b/,
        // "The Worcester oil boiler and its flue are decommissioned and removed", "we take away the old boiler".
        /\b(?:boiler|furnace|condenser|cylinder|heat\s+pump|air\s+handler)s?\b[^.;]{0,40}?\b(?:decommissioned|removed|taken\s+away|hauled\s+away|disposed\s+of)\b/,
        /\b(?:take|takes|taking)\s+away\s+(?:the\s+)?(?:old|existing)\s+(?:[\w&]+\s+){0,2}(?:boiler|furnace|unit|units|equipment|system|condenser|cylinder|heat\s+pump)\b/,
      ]),
      ifMissing: 'clarification',
      explanation: 'Removing the old equipment and legally recovering its refrigerant are not mentioned.',
      questions: [
        'Is removal and disposal of the old equipment included, with the refrigerant recovered as EPA rules require?',
      ],
    },
    {
      id: 'scope.hvac.electrical',
      skipJob: (text) => keepsEquipment(text) || heatsOnly(text),
      section: SECTIONS.scope,
      what: 'electrical connections',
      phrases: phrases([
        'disconnect',
        'whip',
        'breaker',
        'electrical',
        'wiring',
        'circuit',
        'high voltage',
        'low voltage',
        'control wire',
      ]),
      ifMissing: 'clarification',
      explanation:
        'The electrical connections (disconnect, whip, breaker) are not mentioned; a new unit may need a different breaker size.',
      questions: ['Is a new disconnect, whip and any needed breaker or wiring change included?'],
    },
    {
      id: 'scope.hvac.condensate',
      skipJob: keepsEquipment,
      section: SECTIONS.scope,
      what: 'the condensate drain',
      onlyIf: COOLING,
      skipIf: HYDRONIC,
      phrases: phrases([
        'condensate',
        'drain line',
        'drain pipe',
        'drain hose',
        'drain pan',
        'float switch',
        'safety switch',
        'overflow',
        'secondary drain',
        'condensate pump',
      ]),
      ifMissing: 'clarification',
      explanation:
        'The condensate drain and overflow safety switch are not mentioned. A blocked drain without a float switch can flood a ceiling or closet.',
      questions: ['Will you install a new condensate drain line and a float (overflow) safety switch?'],
    },
    {
      id: 'scope.hvac.ductwork',
      section: SECTIONS.scope,
      what: 'ductwork connections',
      skipIf: NO_DUCTS,
      phrases: phrases([
        'duct',
        'ducts',
        'ductwork',
        'plenum',
        'transition',
        'return air',
        'supply air',
        'return drop',
        'supply trunk',
        'mastic',
        'duct sealing',
        'ductless',
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say whether any ductwork, plenum or transition work is included to connect the new equipment.',
      questions: [
        'Is any ductwork modification, new plenum or transition included?',
        'Will you check the static pressure and duct leakage?',
      ],
    },
  ],
};
