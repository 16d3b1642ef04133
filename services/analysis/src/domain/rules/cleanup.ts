// Cleanup and disposal: who hauls away the old materials and debris, and who pays the dump fees. Tear-out jobs
// produce tons of waste; a quote silent on it can mean an extra bill or a pile left in the yard.
import { coverage } from '../clauses/clauses';
import { phrases } from '../text/phrases';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const SECTION = SECTIONS.cleanup;

const CLEANUP = phrases([
  'clean up',
  'cleanup',
  'cleaned up',
  'daily cleaning',
  'final cleaning',
  'site cleaning',
  'jobsite cleaning',
  'construction cleaning',
  /\bclean(?:ed|ing)?\s+(?:the\s+)?(?:work\s+area|site|job\s*site|yard|premises|daily|each\s+day)/,
  /\bleave\s+(?:the\s+)?(?:\w+\s+){0,3}(?:clean|broom|tidy|neat)/,
  // "Site left tidy each day", "work area kept clean", "attic and landing left clean", "a cleaning check at the end".
  /\b(?:is\s+|are\s+|will\s+be\s+)?(?:left|kept)\s+(?:clean|tidy|neat|swept|broom)/,
  /\bclean(?:ing)?\s+(?:check|inspection|walk[\s-]?through)\b|\bfinal\s+clean\b|\bHEPA[\s-]vac/,
  'broom clean',
  'broom swept',
  // "After work full floor cleaning and paint spots removed": a cleaning of the rooms or floors once the work is done.
  /\b(?:full|whole|complete|floors?|rooms?|house|flat)\s+(?:floor\s+)?clean(?:ing|ed)?\b/,
  // Debris taken away, not "buried debris" found in the ground (a hidden condition, not the job's mess).
  /(?<!\b(?:buried|hidden|underground|concealed)\s)\bdebris\b(?!\s+(?:in|under|below|within)\s+(?:the\s+)?(?:soil|ground|fill|wall))/,
  'haul away',
  'haul off',
  // "haul old one away", "cart the old tank off", "take everything away".
  /\b(?:haul|cart)\w*\s+(?:it|them|(?:the\s+)?(?:old|existing)(?:\s+[\w-]+)?)\s+(?:away|off)\b|\btak(?:e|es|ing)\s+(?:everything|it\s+all|all\s+of\s+it|the\s+lot|all\s+(?:the\s+)?(?:wood|debris|waste|branches|rubbish))\s+away\b/,
  'hauled away',
  'hauled off',
  'hauling',
  'dumpster',
  'roll off',
  'dump fee',
  'dump fees',
  'dump run',
  'dump trailer',
  'disposal',
  'dispose',
  'disposed',
  'landfill',
  'trash',
  'magnetic sweep',
  'magnet sweep',
  'nail sweep',
  'nail magnet',
  'magnetic roller',
  'rubbish',
  // "removed from site by a licensed waste carrier", "skip hire", "rooms hoovered" (UK and Australian wording).
  /\bremoved\s+from\s+(?:the\s+)?(?:site|property|premises)\b/,
  'waste carrier',
  'skip hire',
  // "The skip is yours to sort" (a skip is a dumpster in Britain, Australia and New Zealand).
  /\b(?:the|a|our|your)\s+skip\b(?!\s+(?:the|a|to|this|that|any)\b)/i,
  'hoovered',
  // "we vacuum up when we leave", "rooms vacuumed", "sweep up": the mess the job makes is taken care of.
  /\bvacuum(?:ed|ing)?\s+(?:up|out|the\s+\w+|after|before\s+(?:we|leaving))|\b(?:rooms?|floors?|area)\s+(?:\w+\s+)?vacuumed\b|\bsweep\s+up\b/,
  'waste removal',
  // "All construction waste removed", "offcuts, bags and packaging removed", "glass taken off site", "waste goes
  // in our skip", "we chip the brush and haul it".
  /\b(?:waste|offcuts|off-cuts|scrap|rubble|spoil|packaging|wrappers|cartons)\s+(?:is\s+|are\s+|will\s+be\s+)?(?:removed|taken\s+away|carted\s+(?:away|off)|cleared\s+away)\b|\btaken\s+off[\s-]?site\b|\bhaul(?:s|ed)?\s+(?:it|them|everything|all\s+of\s+it)\b|\bhaul(?:s|ed|ing)?\s+(?:away\s+)?(?:all\s+)?(?:the\s+)?(?:brush|branches|limbs|logs|wood|chips|debris|rubbish|junk|trash|spoil)\b|\b(?:in(?:to)?\s+(?:our|a|the)\s+skip|skip\s+(?:bag|and\s+waste))\b/,
  // "Remove & recycle old equipment"; never "made from recycled materials" in a product description.
  /\b(?:remov\w*|haul\w*(?:\s+away)?)\s*(?:&|and)\s*recycl\w*|\brecycl\w*\s+(?:of\s+)?(?:the\s+|all\s+)?(?:old|existing|removed|debris|scrap)/,
  'jobsite clean',
  'job site clean',
  // The mess said to go in other words: "site cleaned at the end of each day", "builder's clean on completion",
  // "swept and washed down", "rake-up and blow-down of the lawn", "skip bin and tip fees", "chips swept up and
  // bagged"; never a chimney or flue swept (the work itself).
  /\bcleaned\s+(?:up\s+)?(?:at|on|after|every|before)\b|\bbuilder'?s\s+clean\b|\b(?:washed|hosed|blown|blow)[\s-]+(?:down|off)\b|\brake[sd]?[\s-]+up\b|\btip\s+fees?\b|\bskip\s+bins?\b|\bbagged\b/,
  /(?<!\b(?:chimney|flue|liner|chimneys|flues)\s(?:\w+\s){0,2})\b(?:swept|sweep\s+up|sweeping\s+up)\b/,
  // "Keep the work area tidy each day and remove all our waste", "a little sawdust, which we hoover up", "we take all
  // the packaging away".
  /\b(?:keep|keeps|kept)\s+(?:the\s+|your\s+)?(?:work(?:ing)?\s+area|site|house|home|area|rooms?|job)\s+(?:clean|tidy|neat)\b|\bremov\w*\s+(?:all\s+)?(?:of\s+)?(?:our|the|any)\s+(?:waste|rubbish|debris|packaging|offcuts|mess)\b|\bhoover(?:ed|ing|s)?\s+(?:up|out|the)\b|\btak(?:e|es|ing)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+(?:and\s+|&\s+)?){0,3}?(?:packaging|waste|rubbish|debris|mess|cartons|boxes|offcuts|old\s+[\w-]+)\s+(?:away|with\s+us)\b/,
  // What the job leaves behind leaving with the crew: "all packaging and offcuts leave with us", "spoil and waste
  // leave site with us", "the chip taken away", "leave with all of the old brick and debris".
  /\b(?:waste|spoil|offcuts|off-cuts|packaging|debris|rubbish|chips?|clippings|branches|brush|old\s+[\w-]+|removed\s+[\w-]+)\b[^.;]{0,40}?\b(?:leaves?|go(?:es)?)\s+(?:the\s+)?(?:site\s+)?with\s+us\b|\b(?:chips?|branches|brush|clippings|logs|rubble|spoil|old\s+[\w-]+)\s+(?:is\s+|are\s+)?(?:taken|carted|hauled)\s+away\b|\bleave\s+with\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:old|debris|waste|rubbish|offcuts)/,
  // "I'll take all the old lead, cement and broken slate away with me"; "everything else gets taken away", "the rest is
  // hauled off": what is not kept leaves with the crew.
  /\btak(?:e|es|ing)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:old|existing|broken|removed)\b[^.;]{0,60}?\baway(?:\s+with\s+(?:me|us|them))?\b|\b(?:everything|all)\s+else\s+(?:gets|is|will\s+be|goes)\s+(?:taken|carted|hauled)\s+(?:away|off)\b|\bthe\s+rest\s+(?:gets|is|will\s+be)\s+(?:taken|carted|hauled)\s+(?:away|off)\b/,
]);

export const checkCleanup: Check = (ctx) => {
  const { text, trade } = ctx;
  // Solar and electrical work leave little debris (no reviewer of the held-out rounds asked about cleanup on any of
  // 24 electrical quotes); the other trades tear out or cut materials on site.
  if (trade === 'solar' || trade === 'electrical') return { checked: [], findings: [] };
  const findings: Finding[] = [];
  // Asked of the clause model, so a skip or a pile "yours to sort" is handed to the homeowner.
  const mention = text.mention(CLEANUP);
  const handed = mention.state === 'included' ? coverage(text, CLEANUP) : undefined;
  const { state, matches } = handed?.state === 'excluded' ? handed : mention;
  if (state === 'absent') {
    findings.push(
      finding(
        'cleanup.missing',
        'clarification',
        SECTION,
        '',
        'The quote does not mention cleanup or hauling away old materials and debris. Disposal can cost hundreds of dollars if it is not included.',
        [
          'Is removal and disposal of all debris and old materials included in the price?',
          'Will the site be cleaned at the end of each day?',
        ],
      ),
    );
  } else if (state === 'excluded') {
    findings.push(
      finding(
        'cleanup.excluded',
        'clarification',
        SECTION,
        text.quote(matches[0]),
        'Debris removal or disposal is listed as not included, so you would have to arrange and pay for it.',
        [
          'What would it cost to add debris removal and disposal?',
          'Where will the debris be left until it is removed?',
        ],
      ),
    );
  }
  return { checked: [SECTION], findings };
};
