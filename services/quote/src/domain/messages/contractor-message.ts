// A message a homeowner can send a contractor: a greeting, the questions numbered, a sign-off with their name.
// The questions come first from what other quotes include and this one does not (in a comparison), then from the
// contractor's own findings, the most serious first; the same question is never asked twice.
import type { AnalysisResult } from '@qa/contracts';

/** More questions than this and a contractor answers none of them well. */
export const MAX_QUESTIONS = 8;

export interface MessageInput {
  quoteId: string;
  contractorName: string;
  projectType: string;
  createdAt: Date;
  result: AnalysisResult;
  homeownerName: string;
  /** Questions about items the other quotes include, each with the checklist item it is about. */
  gapQuestions?: { itemId: string; question: string }[];
}

const SEVERITY = { high: 0, medium: 1, clarification: 2 } as const;

export function contractorMessage(input: MessageInput) {
  const questions = questionsFor(input);
  const project = projectPhrase(input.projectType);
  const greeting = `Hello ${input.contractorName},`;
  const lead = questions.length
    ? `Thank you for your quote for ${project}, dated ${dateOf(input.createdAt)}. Before I decide, could you answer a few questions?`
    : `Thank you for your quote for ${project}, dated ${dateOf(input.createdAt)}. It answers the questions I had; I will be in touch once I have decided.`;
  const numbered = questions.map((q, i) => `${i + 1}. ${q}`);
  const signOff = ['Thank you,', input.homeownerName.trim() || 'The homeowner'];
  const body = [greeting, '', lead, ...(numbered.length ? ['', ...numbered] : []), '', ...signOff].join('\n');
  return {
    quoteId: input.quoteId,
    contractorName: input.contractorName,
    to: input.result.facts?.email ?? '',
    subject: `Questions about your quote for ${project}`,
    body,
    questionCount: questions.length,
  };
}

function questionsFor(input: MessageInput): string[] {
  const asked = new Set<string>();
  const aboutItems = new Set((input.gapQuestions ?? []).map((g) => g.itemId));
  const out: string[] = [];
  const ask = (q: string) => {
    const key = q.toLowerCase().replace(/\W+/g, ' ').trim();
    if (asked.has(key) || out.length >= MAX_QUESTIONS) return;
    asked.add(key);
    out.push(q);
  };
  for (const g of input.gapQuestions ?? []) ask(g.question);
  const issues = [...input.result.issues]
    // An item already asked about as a gap needs no second question from its finding.
    .filter((i) => !(i.id && aboutItems.has(i.id)))
    .sort((a, b) => SEVERITY[a.issueType] - SEVERITY[b.issueType]);
  for (const issue of issues) ask(issue.questions[0]);
  return out;
}

const PROJECT_PHRASES: Record<string, string> = {
  roofing: 'the roof',
  kitchen: 'the kitchen remodel',
  bath: 'the bathroom remodel',
  hvac: 'the heating and cooling work',
  solar: 'the solar system',
  flooring: 'the flooring',
};

/** "the roof", "the deck" (free text as typed). */
function projectPhrase(projectType: string): string {
  const known = PROJECT_PHRASES[projectType.trim().toLowerCase()];
  return known ?? `the ${projectType.trim().toLowerCase() || 'project'}`;
}

function dateOf(d: Date): string {
  return new Date(d).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
