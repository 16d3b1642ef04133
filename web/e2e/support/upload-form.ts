// The quote upload form shared by the landing page and the dashboard.
import type { Page } from 'playwright-core';
import type { InputFile } from './quote-files';

export interface QuoteEntry {
  files: InputFile[];
  projectType: 'roofing' | 'kitchen' | 'bath' | 'hvac' | 'solar';
  contractorName: string;
}

/** Chooses the files, the project type and the contractor, leaving the form ready to submit. */
export async function fillUploadForm(page: Page, entry: QuoteEntry) {
  const form = page.getByTestId('upload-form');
  await form.getByTestId('upload-files-input').setInputFiles(entry.files);
  await form.getByTestId('upload-file-item').first().waitFor();
  await form.getByTestId('project-type-select').selectOption(entry.projectType);
  await form.getByTestId('contractor-name-input').fill(entry.contractorName);
}

export const analyzeButton = (page: Page) => page.getByTestId('upload-form').getByTestId('analyze-button');
