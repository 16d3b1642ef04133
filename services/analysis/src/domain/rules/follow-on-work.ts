// Work the job itself creates or needs, left out of it: the wall patch after new wiring, the gas line a generator
// runs on, the driveway a sewer dig cuts through, the sink reconnected after new cabinets. The quote hands it to
// the homeowner or "others", or lists it as excluded (read from the clause model), so the job is not finished
// when this contractor leaves and the homeowner needs a second trade and a second price.
import { clausesOf, type Clause } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

// Restoring what the work opens, cuts or digs up (the shingles and step flashing around a rebuilt chimney).
// "Making good of walls and ceiling" is the British and Irish for it.
const RESTORATION =
  /\b(?:shingles?|roof(?:ing)?)\s+(?:repair|patch)\w*|\bstep\s+flashing\b|\bmak(?:e|es|ing)\s+good\b|\bpatch(?:ing)?\s+(?:and|&)\s+paint(?:ing)?\b|\b(?:drywall|plaster|wall|ceiling)s?\s+(?:patch\w*|repair\w*|restor\w*|finish\w*)|\bpatch(?:ing|es)?\b[^.;:]{0,30}\b(?:drywall|walls?|ceilings?|plaster|holes?|openings?)\b|\b(?:drywall|plaster)\b[^.;:]{0,20}\bpaint\w*|\bpaint\w*\b[^.;:]{0,25}\b(?:patch\w*|repair\w*|touch[\s-]?ups?)\b|\b(?:lawn|landscap\w*|sod|grass|turf|yard|planting\w*|shrubs?|sprinklers?|irrigation)\b[^.;:]{0,15}\b(?:restor\w*|repair\w*|replac\w*|re-?seed\w*)|\b(?:restor\w*|repair\w*|replac\w*)\b[^.;:]{0,15}\b(?:lawn|landscap\w*|sod|grass|turf|sprinklers?|irrigation)\b|\b(?:driveway|sidewalk|walkway|concrete|asphalt|pavers?|paving|slab)\b[^.;:]{0,15}\b(?:replac\w*|repair\w*|restor\w*|patch\w*)|\b(?:replac\w*|repair\w*|restor\w*|patch\w*)\b[^.;:]{0,15}\b(?:driveway|sidewalk|walkway|asphalt|paving)\b/i;
// The connections the new equipment or fixtures need to work ("a power point", "a 220V plug point" elsewhere).
const CONNECTION =
  /\bgas\s+(?:line|piping|pipe|meter|service|hook[\s-]?up)s?\b|\b(?:electrical|electric)\s+(?:outlet|circuit|receptacle|connection|hook[\s-]?up|supply|service)s?\b|\b(?:dedicated|new)\s+(?:\d+\s*a(?:mp)?\s+)?(?:GFCI\s+)?(?:outlet|circuit|receptacle|socket)s?\b|\bGFCI\s+(?:outlet|receptacle)s?\b|\b(?:plug|power)\s+points?\b|\b(?:electrical|power|plug)\s+sockets?\b|\b\d{3}\s*v(?:olts?)?\s+(?:supply|point|outlet|socket|circuit|connection)s?\b|\bplumbing\s+(?:disconnect\w*|reconnect\w*|hook[\s-]?ups?|connections?)\b|\b(?:dis|re)?connect\w*\b[^.;:]{0,20}\b(?:sink|faucet|disposal|dishwasher|appliances?|range|cooktop|water\s+lines?|drain\s+lines?)\b|\b(?:sink|faucet|disposal|dishwasher|appliances?)\b[^.;:]{0,30}\b(?:dis|re)connect\w*/i;
// Finishing the new surfaces: paint on new siding, trim or walls, the backsplash of a new kitchen.
const FINISHING =
  /\bdecorat(?:ion|ing)\b|\b(?:finish\s+)?paint(?:ing|ed)?\b[^.;:]{0,30}\b(?:walls?|ceilings?|trim|siding|drywall|doors?|casings?|cabinets?)\b|\b(?:walls?|ceilings?|trim|siding|drywall)\b[^.;:]{0,20}\bpaint(?:ing|ed)?\b|\bfinish\s+paint(?:ing)?\b|\b(?:tile\s+)?backsplash\b/i;
// "No wall patching needed", "no internal making good is needed", "no plaster is disturbed, so there is nothing to
// patch": the work does not arise, it is not handed over.
const NOT_NEEDED = /\bno\s+need\b|\bnot\s+(?:needed|required|necessary|applicable)\b|\bno\s+[\w\s]{0,30}?\s(?:is\s+|are\s+)?(?:needed|required|necessary|disturbed|damaged)\b|\bnothing\s+(?:to|will\s+need\s+to\s+be)\s+(?:patch|paint|repair|fix|make\s+good|made\s+good|patched|painted|repaired)\w*\b|\bN\/A\b/i;

// "I will leave the opening neat for your drywall person": the work is handed to the homeowner's own trade.
// "... so you will need your painter booked for the end of our job": the same, said as what the homeowner must arrange.
// So does "it must be installed by the Homeowner's electrician before installation day".
const FOR_YOUR_TRADE =
  /\b(?:for|to|by|need|get|have|book|hire|call|arrange)\s+(?:your|(?:the\s+)?(?:home)?owner'?s|(?:the\s+)?(?:customer|client)'?s)\s+(?:own\s+)?(?:drywall(?:er)?|plasterer|painter|decorator|electrician|sparky|plumber|tiler|carpenter|joiner|builder|roofer|mason|landscaper|gardener)(?:\s+(?:person|guy|contractor|trade|crew))?\b/i;
// "Cabinets, countertops and backsplash tile: supplied by homeowner. We install them": the homeowner buys the
// finish (the owner-supplied check asks about that); the work itself stays in the job. A power point "owner to
// provide" is work, and stays follow-on work.
const OWNER_BUYS =
  /\b(?:supplied|furnished|purchased|bought|provided)\s+by\b|\b(?:owner|homeowner|customer|client|you)\s+(?:to\s+|will\s+)?(?:supply|supplies|furnish|furnishes|purchase|purchases|buy|buys|provide|provides)\b|\b(?:owner|homeowner|customer|client)[\s-](?:supplied|furnished|provided)\b/i;

// What the homeowner only might want ("ready for your painter if you want a colour"), or only lets happen ("owner
// will provide clear access to the meter and the gas service entry"), is not work the job leaves undone.
const ONLY_IF_WANTED = /\bif\s+you\s+(?:want|wish|would\s+like|'d\s+like|prefer|choose)\b|\bshould\s+you\s+(?:want|wish|prefer)\b/i;
const ACCESS_ONLY = /\b(?:provides?|gives?|allows?|ensures?|keeps?)\s+(?:clear\s+|safe\s+|free\s+|unobstructed\s+)?access\b/i;
// "Painting of walls outside the bathroom", "other rooms": work beyond the job's own area is another job, not one
// this job leaves unfinished.
const OUTSIDE_THE_JOB =
  /\b(?:outside|beyond)\s+(?:of\s+)?(?:the|this|your)\s+(?:\w+\s+)?(?:bathroom|kitchen|room|work\s+area|area|job)\b|\b(?:other|adjoining|adjacent)\s+rooms?\b|\brest\s+of\s+the\s+(?:house|home)\b/i;

// "Painting is not included and is by the homeowner or others" under siding that "comes primed, not painted" (and
// whose maker "requires a finish coat of paint within 180 days"): the bare word is the product's own finish.
const BARE_PAINTING = /\bpaint(?:ing)?\b/i;
const SOLD_UNFINISHED = /\b(?:comes?|supplied|delivered|installed)\s+(?:factory[\s-])?primed\b|\bprimed,?\s+(?:not|but\s+not)\s+(?:painted|finished)\b|\bfinish\s+coat\b[^.]{0,40}\bwithin\s+\d+\s+days\b/i;

function leftToOthers(c: Clause): boolean {
  return c.party !== 'contractor' && c.role !== 'label' && c.role !== 'unticked' && c.role !== 'option';
}

export const checkFollowOnWork: Check = (ctx) => {
  const findings: Finding[] = [];
  const left = clausesOf(ctx.text).find(
    (c) =>
      !ONLY_IF_WANTED.test(c.text) &&
      !ACCESS_ONLY.test(c.text) &&
      !OUTSIDE_THE_JOB.test(c.text) &&
      // "Please refer to your roofer's warranty" sends the homeowner to a warranty, not to another trade for work.
      ((FOR_YOUR_TRADE.test(c.text) && !/\bwarrant/i.test(c.text) && c.role !== 'label' && c.role !== 'option') ||
      (leftToOthers(c) &&
        (RESTORATION.test(c.text) ||
          CONNECTION.test(c.text) ||
          ((FINISHING.test(c.text) || (BARE_PAINTING.test(c.text) && SOLD_UNFINISHED.test(ctx.text.text))) && !OWNER_BUYS.test(c.text))) &&
        !NOT_NEEDED.test(c.text))),
  );
  if (left) {
    findings.push(
      finding(
        'scope.excluded-follow-on',
        // Said openly, it is a gap in the price to plan for rather than a risk in the terms.
        'clarification',
        SECTIONS.scope,
        left.text,
        `Work this job needs to be finished is left out of the quote: "${left.text.trim().slice(0, 120)}". You will need another trade for it, with its own price and schedule, before the job is really done.`,
        [
          'Can you include this work in your price, or give me a firm price for it?',
          'If not, who do you recommend, and must it be done before or after your work?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};
