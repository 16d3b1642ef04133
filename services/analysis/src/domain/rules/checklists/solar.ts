// What a careful reviewer expects in a rooftop solar quote: the equipment and system size (to compare price per
// watt), a production estimate, the utility interconnection, and honest claims about incentives.
import { phrases } from '../../text/phrases';
import { SECTIONS } from '../../types';
import { INVERTERS, SOLAR_PANELS } from '../brands';
import { finding, LEASE_OR_PPA, type Check } from '../rule';
import type { Checklist } from '../scope';

const TAX_CREDIT =
  /\b(?:federal\s+)?(?:solar\s+)?(?:investment\s+)?tax\s+credit|\bITC\b|\b25D\b|\b30\s?%\s+(?:federal|tax|credit|rebate|ITC)|\bresidential\s+clean\s+energy\s+credit|\b(?:solar|tax)\s+rebate\b[^.\n]{0,40}\btax\s+return|\bback\s+from\s+(?:the\s+)?(?:SARS|IRS|HMRC|CRA|ATO|IRD|the\s+(?:tax|revenue)\s+(?:office|service|department))\b/i;

// "Eligibility depends on your tax liability; consult a tax professional", "no tax credit is included in this
// price": the responsible way to mention a credit. It is only a claim when the sentence also puts a figure on it.
const DISCLAIMER =
  /\bconsult\b|\btax\s+(?:advisor|adviser|professional|preparer)|\bnot\s+(?:guaranteed|included|counted|applied|reflected)|\bdepends?\s+on\s+your|\bno\s+longer\b|\b(?:has\s+)?(?:expired|ended)\b|\b(?:does\s+not|doesn'?t|do\s+not|don'?t)\s+(?:include|reflect|assume|apply)|\b(?:none|nothing|no\s+credit)\s+(?:is|has\s+been)\s+(?:assumed|included|counted)|\bnot\s+eligible\b|\b(?:does\s+not|doesn't|do\s+not|cannot|can't)\s+(?:give|provide|offer)\s+tax\s+advice|\bmay\s+(?:apply|be\s+available)\b/i;
// "Net cost after the tax credit": "after" counts only before the credit ("placed in service after 2025" dates it).
const PUTS_A_FIGURE_ON_IT = /\$\s?\d|\d\s?%|\bnet\b|\bafter\s+(?:the\s+|your\s+)?(?:federal\s+|30\s?%\s+)?(?:tax\s+)?(?:credit|incentive|rebate|ITC)s?\b|\bsav(?:e|es|ings)\b/i;

// "... (15% of cost, up to $1,000); these are yours to claim, are not deducted from the price": the credit's own terms
// are figures, but the price does not count on it.
const KEPT_OUT_OF_PRICE =
  /\bnot\s+(?:deducted|subtracted|taken\s+off|included|counted|reflected)\s+(?:from|in)\s+(?:the|this|our|your)\s+(?:price|total|quote|contract)\b|\byours\s+to\s+claim\b/i;

function onlyDisclaims(sentence: string): boolean {
  return KEPT_OUT_OF_PRICE.test(sentence) || (DISCLAIMER.test(sentence) && !PUTS_A_FIGURE_ON_IT.test(sentence));
}

/** The full sentence around an offset, across semicolons and line wraps: a disclaimer often follows a ";". */
function wholeSentence(text: string, at: number): string {
  const start = Math.max(
    0,
    ...['. ', '.\n', '! ', '? ', '\n\n'].map((e) => text.lastIndexOf(e, at) + e.length),
  );
  const ends = ['. ', '.\n', '! ', '? ', '\n\n'].map((e) => text.indexOf(e, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) + 1 : text.length);
}

/**
 * A quote that counts a federal tax credit as savings. The 30% residential credit (IRC 25D) ended for systems
 * paid for after 31 December 2025, and even before that it depended on the buyer's tax liability; a quote's net
 * price should not rely on it.
 */
// A subsidy, grant or rebate promised as certain ("This subsidy is guaranteed", "CFA of Rs. 78,000 will be credited
// directly to your bank account"): it is paid by a government scheme on
// its own rules, not by the installer, whatever the quote says.
const GUARANTEED_INCENTIVE =
  /\b(?:subsid(?:y|ies)|grants?|rebates?|incentives?|credits?|CFA)\b(?:[^.;]|(?<=\bRs)\.){0,60}?\b(?:is|are|will\s+be)\s+(?:100\s?%\s+|fully\s+)?guaranteed\b|\b(?:subsid(?:y|ies)|grants?|rebates?|CFA)\b(?:[^.;]|(?<=\bRs)\.){0,80}?\bwill\s+be\s+(?:credited|paid|deposited|transferred)\s+(?:directly\s+)?(?:in)?to\s+your\b|\bguaranteed\s+(?:subsid(?:y|ies)|grants?|rebates?|incentives?)\b/i;

const checkTaxCredit: Check = (ctx) => {
  const taxCredit = ctx.text
    .findAll(TAX_CREDIT)
    .find((m) => !ctx.text.isExcluded(m) && !onlyDisclaims(wholeSentence(ctx.text.text, m.index)));
  const promised = taxCredit ? undefined : ctx.text.findAll(GUARANTEED_INCENTIVE).find((m) => !ctx.text.isExcluded(m));
  const claim = taxCredit ?? promised;
  // Under a lease or PPA the system owner claims any credit; the homeowner's price does not depend on it.
  if (!claim || LEASE_OR_PPA.test(ctx.text.text)) return { checked: [], findings: [] };
  return {
    checked: [],
    findings: [
      finding(
        'scope.solar.tax-credit',
        'medium',
        SECTIONS.pricing,
        ctx.text.quote(claim),
        taxCredit
          ? 'The quote counts on a federal tax credit. The 30% residential clean energy credit ended for homeowner-owned systems paid for after 2025, and any credit depends on your own tax situation. Judge the price before incentives.'
          : 'The quote promises a subsidy or rebate as certain. It is paid by the scheme on its own rules and timetable, not by the installer, so the installer cannot guarantee it. Judge the price before incentives.',
        [
          'Which tax credit or incentive are you counting, and are you guaranteeing I qualify?',
          'What is the price with no incentives at all?',
        ],
      ),
    ],
  };
};

export const solar: Checklist = {
  trade: 'solar',
  extraChecks: [checkTaxCredit],
  items: [
    {
      id: 'scope.solar.panels',
      section: SECTIONS.materials,
      what: 'the panel make and model',
      brands: SOLAR_PANELS,
      phrases: phrases([/\b\d{3}\s*W(?:att)?s?\b[^.\n]{0,20}\b(?:panels?|modules?)/i, /\bmodule\s+model/i]),
      ifMissing: 'medium',
      explanation:
        'The solar panels are not identified by brand, model and wattage, so their quality, efficiency and warranty cannot be checked.',
      questions: [
        'Which panel brand and model, and what wattage per panel?',
        'What are the panel product and performance warranties?',
      ],
    },
    {
      id: 'scope.solar.inverter',
      section: SECTIONS.materials,
      what: 'the inverter',
      // "Premium inverter technology" says nothing: the type, or a brand or model, is what counts.
      phrases: phrases([
        'microinverter',
        'microinverters',
        'micro-inverter',
        'micro inverter',
        'IQ8',
        'IQ7',
        'optimizer',
        'optimizers',
        'string inverter',
        'hybrid inverter',
        'central inverter',
        /\binverter\s+model/i,
      ]),
      brands: INVERTERS,
      ifMissing: 'medium',
      explanation:
        'The inverter is not specified. Inverters are the component most likely to fail, and the type (string, optimisers, microinverters) affects output, monitoring and warranty.',
      questions: [
        'What inverter (brand, model, type) will you install?',
        'What is the inverter warranty, and who handles a replacement?',
      ],
    },
    {
      id: 'scope.solar.system-size',
      section: SECTIONS.materials,
      what: 'the system size',
      phrases: phrases(['system size', 'kWdc', 'kW DC']),
      quantity: ['kw'],
      ifMissing: 'medium',
      explanation:
        'The system size in kW is not stated, so you cannot work out the price per watt, the standard way to compare solar quotes.',
      questions: ['What is the system size in kW DC, and how many panels?'],
    },
    {
      id: 'scope.solar.production',
      section: SECTIONS.scope,
      what: 'an estimate of annual production',
      // Energy a year, never a battery's size ("5.12 kWh LiFePO4 battery").
      phrases: phrases([
        /\bkWh\b(?![^.\n]{0,12}\b(?:battery|batteries|storage|lithium|LiFePO4|Powerwall|usable)\b)/i,
        'production',
        'annual output',
        'offset',
        'estimated generation',
        'PVWatts',
        'first-year',
        'first year output',
        'energy output',
        // "4,300 to 4,500 units a year" (a unit is a kWh on Indian bills), "generation of 5,200 kWh p.a.".
        /\bunits?\s+(?:per|a|each|every)\s+(?:year|annum|month)\b|\bgenerat\w*\b[^.\n]{0,60}\b(?:per|a|each)\s+(?:year|annum)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'There is no estimate of how much electricity the system will produce a year. Savings claims cannot be checked without it.',
      questions: [
        'How many kWh a year will the system produce, and what shading and orientation did you assume?',
        'Do you guarantee production?',
      ],
    },
    {
      id: 'scope.solar.racking',
      section: SECTIONS.scope,
      what: 'the racking and roof attachments',
      phrases: phrases([
        'racking',
        'IronRidge',
        'Unirac',
        'SnapNrack',
        'K2',
        'QuickMount',
        'Quick Mount',
        'mounting',
        'mounts',
        'rails',
        'rail-less',
        'railless',
        'roof attachments',
        'attachments',
        'flashed',
        'flashing',
        'EcoFasten',
        'S-5',
        // India's flat terraces: a "module mounting structure", often elevated, of galvanised steel anchored to the slab.
        /\b(?:mounting|module|elevated|galvani[sz]ed|steel|alumin(?:i)?um|GI|HDG)\s+(?:mounting\s+)?structures?\b/i,
        /\bstructures?\b[^.\n]{0,30}\b(?:galvani[sz]ed|steel|alumin(?:i)?um)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The racking and how it attaches to the roof are not described. Every attachment is a hole in your roof and must be flashed properly.',
      questions: [
        'What racking system will you use, and how are the roof penetrations flashed and sealed?',
        'Who is responsible if the roof leaks at an attachment?',
      ],
    },
    {
      id: 'scope.solar.interconnection',
      section: SECTIONS.scope,
      what: 'utility interconnection',
      phrases: phrases([
        'interconnection',
        'interconnect',
        'net metering',
        'net meter',
        'NEM',
        'utility application',
        'PTO',
        'permission to operate',
        'utility approval',
        'bi-directional meter',
        'bidirectional meter',
        'net billing',
        'utility paperwork',
        // Outside the US: "grid connection", the network's pre-approval, export limits, a feed-in tariff.
        'grid connection',
        'grid-connect',
        'connection application',
        'network approval',
        'export limit',
        'feed-in tariff',
        // "export limited to 5 kW per SAPN", "SA Power Networks pre-approval and connection paperwork".
        /\bexport[\s-]limit\w*|\bnetworks?\s+(?:pre-?)?approval\b|\bconnection\s+paperwork\b/i,
        // Britain and Ireland: the network operator is notified (G98/G99 to the DNO, NC6 to ESB Networks) and an
        // export meter fitted for export payments (Smart or Clean Export Guarantee).
        'export meter',
        'microgeneration',
        'micro-generation',
        /\b(?:G98|G99|NC6|DNO)\b/,
        'export guarantee',
      ]),
      ifMissing: 'medium',
      explanation:
        'The quote does not say who handles the utility interconnection and net-metering application. Without permission to operate, the system cannot legally be switched on.',
      questions: [
        'Will you handle the utility interconnection and net metering application?',
        'Is any utility fee or meter change included?',
      ],
    },
    {
      id: 'scope.solar.monitoring',
      section: SECTIONS.scope,
      what: 'production monitoring',
      phrases: phrases(['monitoring', 'monitor', 'Enlighten', 'mySolarEdge', 'app']),
      ifMissing: 'clarification',
      explanation:
        'Monitoring is not mentioned. It is how you find out when part of the system stops producing.',
      questions: ['Is system monitoring included, and is there any ongoing fee?'],
    },
    {
      id: 'scope.solar.electrical',
      section: SECTIONS.scope,
      what: 'electrical panel work',
      phrases: phrases([
        'main panel',
        'main service panel',
        'MSP',
        'panel upgrade',
        'MPU',
        'service upgrade',
        'derate',
        'main breaker',
        'busbar',
        'bus bar',
        'load side',
        'line side',
        'supply side',
        'electrical panel',
        'service panel',
        // A switchboard (Australia, UK) or distribution board (South Africa) is the panel.
        'switchboard',
        'DB board',
        'distribution board',
        'changeover switch',
        'consumer unit',
        'fuse box',
        // India's AC and DC distribution boxes, and the breakers and surge protection a connection is made through.
        'ACDB',
        'DCDB',
        /\b(?:MCB|RCBO|RCD|SPD)s?\b/,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote does not say whether your electrical panel can take the system or needs an upgrade. A main panel upgrade often adds $2,000-$4,000 if it surfaces later.',
      questions: [
        'Can my main panel take the solar connection, or is an upgrade needed?',
        'If an upgrade is needed, is it included?',
      ],
    },
    {
      id: 'scope.solar.roof',
      section: SECTIONS.scope,
      what: 'the roof condition',
      phrases: phrases([
        'roof condition',
        'roof inspection',
        'roof age',
        'roof penetration',
        'roof penetrations',
        'remove and reinstall',
        'removal and reinstall',
        'reroof',
        're-roof',
        'roof warranty',
        'leak',
        // "Roof in good condition, inspected", "we inspected the roof (8 years old)".
        /\broof\b(?:[^.;\n]|(?<=\bapprox)\.){0,30}\b(?:inspected|(?:in\s+)?good\s+(?:condition|shape)|is\s+\d+\s+years?\s+old|years?\s+(?:old|of\s+life|left|remaining))/i,
        /\b(?:inspected|checked|evaluated|assessed)\s+(?:the\s+|your\s+)?roof\b/i,
        // How a tile roof is handled at each mount: "tiles at each attachment are lifted and re-laid over the flashed hook".
        /\btiles?\b[^.;]{0,40}\b(?:lifted|re-?laid|relaid|swapped|replaced)\b|\bflashed\s+(?:tile\s+)?(?:hooks?|mounts?|attachments?|standoffs?)\b/i,
        // A concrete (RCC) slab or flat terrace is not re-roofed under the panels; its anchors are the question.
        /\bRCC\b|\bconcrete\s+(?:roof\s+)?slab\b|\bflat\s+terrace\b|\bterrace\s+(?:roof|slab)\b/i,
      ]),
      ifMissing: 'clarification',
      explanation:
        'The quote says nothing about the roof under the panels. If the roof will need replacing within the panels’ 25-year life, removing and reinstalling them later is costly.',
      questions: [
        'Did you inspect the roof, and how many years of life does it have left?',
        'What would it cost to remove and reinstall the panels for a future re-roof?',
      ],
    },
  ],
};
