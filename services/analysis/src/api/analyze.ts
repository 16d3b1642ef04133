// Reads a submission's files from the object store and runs the configured analyser on them as one document.
import type { AnalysisResult } from '@qa/contracts';
import type { ObjectStore } from '@qa/platform';
import { analyzeQuote, type AnalyzerOptions } from '../domain/analyzer';
import { analysisDuration } from './metrics';

export interface FileRef {
  objectKey: string;
  fileName: string;
  mimeType: string;
}
export type Analyze = (files: FileRef[], projectType: string, contractorName: string) => Promise<AnalysisResult>;

export function createAnalyze(files: ObjectStore, options: AnalyzerOptions): Analyze {
  return async (refs, projectType, contractorName) => {
    const loaded = await Promise.all(
      refs.map(async (f) => ({ fileName: f.fileName, mimeType: f.mimeType, bytes: await files.getBuffer(f.objectKey) })),
    );
    const end = analysisDuration.startTimer({ kind: loaded.some((f) => f.mimeType !== 'application/pdf') ? 'image' : 'pdf' });
    try {
      return await analyzeQuote({ files: loaded, projectType, contractorName }, options);
    } finally {
      end();
    }
  };
}
