// DescribeTrade: the checklist the analyser holds a quote of a project type to, read from the trade modules, so
// that the quote service can line quotes up item by item without a copy of the analyser's knowledge.
import { projectLabel, tradeOf } from '../domain/trade';
import { tradeModule } from '../domain/trades/registry';

export function describeTrade(projectType: string) {
  const trade = tradeOf(projectType);
  const module = tradeModule(trade);
  return {
    trade,
    label: module.label ?? projectLabel(trade === 'general' ? projectType : trade),
    items: module.checklist.items.map((item) => ({
      id: item.id,
      label: rowLabel(item.what),
      section: item.section,
      // The plain phrasings (the checklist also matches patterns no homeowner would read).
      words: item.phrases.fuzzy,
      questions: item.questions,
    })),
  };
}

/** "the roof size" reads "Roof size" as a row label. */
function rowLabel(what: string): string {
  const bare = what.replace(/^the\s+/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
