// Loads the fixture expectation files and scores an analysis against one. Shared by the fixture test and the
// benchmark so both measure the same thing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuoteFile } from '../src/domain/analyzer';

export const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export interface Expectation {
  name: string;
  description: string;
  files: string[];
  projectType: string;
  contractorName: string;
  totalPrice: number | null;
  clarityBand: 'low' | 'moderate' | 'high';
  /** Finding ids a careful reviewer expects. */
  expected: string[];
  /** Findings that are defensible either way: neither required nor counted as false alarms. */
  optional: string[];
  /** Findings that would be wrong here ("prefix.*" covers a family); listed to document intent. */
  falseAlarms: string[];
}

/** The `*.expect.json` label files of a folder (the fixtures by default; any folder of the same layout). */
export function loadExpectations(folder: string = fixturesDir): Expectation[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.expect.json'))
    .sort()
    .map((f) => {
      const labels = JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8'));
      return {
        name: f.replace('.expect.json', ''),
        optional: [],
        falseAlarms: [],
        ...labels,
        // The spec names the middle band both "medium" (the preview's badge) and "Moderate Risk" (the detail page).
        clarityBand: labels.clarityBand === 'medium' ? 'moderate' : labels.clarityBand,
      };
    });
}

/** The files of one quote, read from the `files/` folder beside its label file. */
export function loadFiles(exp: Expectation, folder: string = fixturesDir): QuoteFile[] {
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  };
  return exp.files.map((fileName) => ({
    fileName,
    mimeType: types[path.extname(fileName).slice(1).toLowerCase()],
    bytes: fs.readFileSync(path.join(folder, 'files', fileName)),
  }));
}

export interface Score {
  found: string[];
  missed: string[];
  falseAlarms: string[];
  recall: number;
  falseAlarmRate: number;
}

/**
 * recall = expected ids found / expected ids (1 when nothing is expected);
 * false-alarm rate = distinct ids found that are neither expected nor optional / distinct ids found (0 when none).
 */
export function score(exp: Expectation, findingIds: string[]): Score {
  const found = [...new Set(findingIds)].sort();
  const missed = exp.expected.filter((id) => !found.includes(id));
  const falseAlarms = found.filter((id) => !exp.expected.includes(id) && !exp.optional.includes(id));
  return {
    found,
    missed,
    falseAlarms,
    recall: exp.expected.length ? (exp.expected.length - missed.length) / exp.expected.length : 1,
    falseAlarmRate: found.length ? falseAlarms.length / found.length : 0,
  };
}

/** Whether an id is covered by a false-alarm entry ("warranty.*" covers "warranty.missing"). */
export function listedAsFalseAlarm(exp: Expectation, id: string): boolean {
  return exp.falseAlarms.some((p) => (p.endsWith('.*') ? id.startsWith(p.slice(0, -1)) : p === id));
}
