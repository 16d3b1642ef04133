// Files the journeys put on the upload form's file input — real roofing quotes from the analysis fixtures — and
// files the form must refuse.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What Playwright's setInputFiles takes for an in-memory file. */
export interface InputFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface QuoteFixture {
  file: InputFile;
  /** The contractor named on the quote's letterhead. */
  contractorName: string;
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/analysis/fixtures/files');

async function pdfFixture(fixture: string, name: string, contractorName: string): Promise<QuoteFixture> {
  return { file: { name, mimeType: 'application/pdf', buffer: await fs.readFile(path.join(FIXTURES, fixture)) }, contractorName };
}

/** A budget roofer's typed estimate (text layer): an overlay, half down, "standard grade" materials. */
export const roofingEstimate = () => pdfFixture('roofing-overlay-typos.pdf', 'budget-roof-pros-estimate.pdf', 'Budget Roof Pros');

/**
 * A scanned storm-restoration roofing agreement (image only): the analyser has to OCR it, so its analysis runs
 * noticeably longer than a typed quote's, which leaves the progress view on screen long enough to be seen.
 */
export const scannedRoofingContract = () => pdfFixture('roofing-storm-scan.pdf', 'apex-storm-agreement.pdf', 'Apex Storm Restoration');

export const notesTxt: InputFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Call the roofer back on Monday.\n') };

// The smallest valid GIF (1x1 pixel): an image type the form does not accept.
export const pixelGif: InputFile = {
  name: 'photo.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};
