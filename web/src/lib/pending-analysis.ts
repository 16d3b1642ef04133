// The anonymous flow keeps its result in session storage until the visitor signs up (spec §3, §4).

const ANALYSIS_RESULT = 'analysisResult';
const CONTRACTOR_INFO = 'pendingContractorInfo';
const PENDING_FILES = 'pendingFiles';

export interface PendingContractorInfo {
  contractorName: string;
  projectType: string;
}

export interface PendingFile {
  name: string;
  size: number;
  type: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the preview simply will not survive a reload.
  }
}

function remove(...keys: string[]): void {
  try {
    for (const k of keys) sessionStorage.removeItem(k);
  } catch {
    // ignore
  }
}

export const pendingAnalysis = {
  readResult: <T = Record<string, unknown>>() => read<T>(ANALYSIS_RESULT),
  readContractorInfo: () => read<PendingContractorInfo>(CONTRACTOR_INFO),
  readFiles: () => read<PendingFile[]>(PENDING_FILES) ?? [],

  store(result: unknown, info: PendingContractorInfo, files: File[]): void {
    write(ANALYSIS_RESULT, result);
    write(CONTRACTOR_INFO, info);
    write(
      PENDING_FILES,
      files.map((f) => ({ name: f.name, size: f.size, type: f.type })),
    );
  },

  /** "Back to Home" on the preview: forget the contractor info and files. */
  clearContractorInfoAndFiles: () => remove(CONTRACTOR_INFO, PENDING_FILES),
  /** Once a user is signed in or an analysis loads (spec §4). */
  clearAll: () => remove(ANALYSIS_RESULT, CONTRACTOR_INFO, PENDING_FILES),
};
