import { analysisFromProto, analysisToProto, type ServiceTypes } from '@qa/contracts';
import { AppError, unary, type Logger } from '@qa/platform';
import { UnreadableFileError } from '../domain/extract/unreadable';
import { renderReport } from '../domain/report/render-report';
import { renderComparisonReport } from '../domain/report/render-comparison';
import type { Analyze } from './analyze';
import { describeTrade } from './describe-trade';

export function grpcHandlers(deps: { analyze: Analyze; log: Logger }): ServiceTypes['analysis']['handlers'] {
  return {
    Analyze: unary(deps.log, async (req) => {
      if (!req.files.length) throw new AppError('invalid_argument', 'Please select at least one file.');
      try {
        return analysisToProto(await deps.analyze(req.files, req.projectType, req.contractorName));
      } catch (err) {
        // A file that cannot be read is the caller's to fix, and the reason says how.
        if (err instanceof UnreadableFileError) throw new AppError('invalid_argument', err.message);
        throw err;
      }
    }),
    RenderReport: unary(deps.log, async (req) => {
      if (!req.analysis) throw new AppError('invalid_argument', 'analysis is required');
      const pdf = await renderReport(
        { quoteId: req.quoteId, contractorName: req.contractorName, projectType: req.projectType, createdAt: req.createdAt },
        analysisFromProto(req.analysis),
      );
      return { pdf, fileName: `quote-analysis-${fileSlug(req.contractorName) || 'quote'}.pdf` };
    }),
    DescribeTrade: unary(deps.log, async (req) => describeTrade(req.projectType)),
    RenderComparisonReport: unary(deps.log, async (req) => ({
      pdf: await renderComparisonReport(req),
      fileName: `quote-comparison-${fileSlug(req.title) || 'quotes'}.pdf`,
    })),
  };
}

/** "Summit Roofing LLC" reads "summit-roofing-llc" in a file name. */
function fileSlug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
