// The messages of a comparison, one per contractor: first what the other quotes include and this one does not
// (competitors are not named), then the contractor's own findings.
import type { QuoteDeps } from '../deps';
import { contractorMessage } from '../messages/contractor-message';
import { buildComparison } from './build-comparison';
import { loadComparison } from './comparison-reads';
import type { Row } from './compared-quote';
import { NOT_COVERED } from './scope-rows';

export async function comparisonMessages(
  deps: QuoteDeps,
  userId: string,
  comparisonId: string,
  homeownerName: string,
) {
  const { comparison, input } = await loadComparison(deps, userId, comparisonId);
  const view = buildComparison(comparison, input);
  return {
    messages: input.map(({ quote, result, trade }, i) =>
      contractorMessage({
        quoteId: quote._id,
        contractorName: quote.contractorName,
        projectType: quote.projectType,
        createdAt: quote.createdAt,
        result,
        homeownerName,
        gapQuestions: view.rows
          .filter((row) => row.differs && NOT_COVERED.has(row.cells[i].state))
          .map((row) => ({
            itemId: row.id,
            question: gapQuestion(row, i, trade.items.find((item) => item.id === row.id)?.questions[0]),
          })),
      }),
    ),
  };
}

/**
 * The question about an item this quote does not commit to and others include. Where the quote is silent or
 * tentative, the analyser's own question for the item says exactly what to ask ("If you find rotten decking, what
 * is the price per sheet to replace it?").
 */
export function gapQuestion(row: Row, column: number, checklistQuestion: string | undefined): string {
  const item = row.label.charAt(0).toLowerCase() + row.label.slice(1);
  const state = row.cells[column].state;
  if ((state === 'absent' || state === 'hedged') && checklistQuestion)
    return `Other quotes I received include ${item}. ${checklistQuestion}`;
  switch (state) {
    case 'excluded':
      return `Your quote excludes ${item}, which other quotes I received include. What would it cost to add it?`;
    case 'homeowner':
      return `Your quote leaves ${item} to me, while other quotes include it. Could you include it, and at what price?`;
    case 'others':
      return `Your quote leaves ${item} to others, while other quotes include it. Who would do it, and what would it cost?`;
    case 'option':
      return `Your quote offers ${item} only as an option, while other quotes include it. What would your total be with it included?`;
    case 'hedged':
      return `Your quote mentions ${item} only tentatively. Is it included in your price?`;
    default:
      return `Your quote does not mention ${item}, which other quotes I received include. Is it in your price, and if not, what would it cost?`;
  }
}
