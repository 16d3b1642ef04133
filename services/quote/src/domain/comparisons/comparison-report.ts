// The comparison as a PDF: the quote service says what it holds, the analysis service's report renderer lays it
// out like the analysis report.
import type { QuoteDeps } from '../deps';
import { getComparison } from './comparison-reads';

const RENDER_DEADLINE_MS = 30_000;

export async function comparisonReport(deps: QuoteDeps, userId: string, comparisonId: string) {
  const view = await getComparison(deps, userId, comparisonId);
  return deps.analysis.RenderComparisonReport(
    {
      comparisonId: view.id,
      title: view.title,
      createdAt: view.createdAt,
      contractors: view.columns.map((c) => c.contractorName),
      summary: view.summary,
      gaps: view.gaps.map((g) => `${g.label}: ${g.text}`),
      likeForLike: view.likeForLike.map((l) => l.text),
      notes: view.notes,
      rows: view.rows.map(({ label, group, differs, cells }) => ({
        label,
        group,
        differs,
        cells: cells.map(({ value, state }) => ({ value, state })),
      })),
    },
    { deadlineMs: RENDER_DEADLINE_MS },
  );
}
