// Upload rules of spec §5, with their exact messages.

export const ACCEPTED_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
const ACCEPTED_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/jpg'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const OTHER_TEXT_MAX = 50;

export const MESSAGES = {
  invalidType: 'Invalid file type. Only PDF, PNG, and JPG files are allowed.',
  tooLarge: 'File size exceeds 10MB limit.',
  noFiles: 'Please select at least one file.',
  noProjectType: 'Please select a project type.',
  noOtherText: 'Please specify what type of project this is.',
  noContractor: 'Please enter the contractor name.',
  usageLimitInline: "You've reached your usage limit. Please upgrade to continue.",
  usageLimitBelowButton: "You've reached your usage limit. Please upgrade to continue analyzing quotes.",
} as const;

/** The error for one file, or null when it may be uploaded. */
export function validateFile(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const extOk = (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
  const typeOk = !file.type || ACCEPTED_MIME_TYPES.includes(file.type.toLowerCase());
  if (!extOk || !typeOk) return MESSAGES.invalidType;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.tooLarge;
  return null;
}

export interface QuoteSubmission {
  files: File[];
  /** roofing | kitchen | bath | hvac | solar, or the free text typed for "other". */
  projectType: string;
  contractorName: string;
}

/** The multipart body of POST /api/quotes/analyze and POST /api/upload-quote. */
export function toQuoteFormData(submission: QuoteSubmission): FormData {
  const form = new FormData();
  for (const file of submission.files) form.append('files', file);
  form.append('projectType', submission.projectType);
  form.append('contractorName', submission.contractorName);
  return form;
}
