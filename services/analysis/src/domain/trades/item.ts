// A compact way to write a checklist item as data: its id, section, what it is, the phrasings that count as a
// mention, and what to tell the homeowner when the quote does not say it.
import { phrases } from '../text/phrases';
import type { Section } from '../types';
import type { ChecklistItem } from '../rules/scope';

export function item(
  id: string,
  section: Section,
  what: string,
  words: (string | RegExp)[],
  ifMissing: 'medium' | 'clarification',
  explanation: string,
  questions: string[],
  more: Partial<ChecklistItem> = {},
): ChecklistItem {
  return { id, section, what, phrases: phrases(words), ifMissing, explanation, questions, ...more };
}

export { phrases };
