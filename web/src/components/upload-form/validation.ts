// Upload rules of spec §5, with their exact messages. The formats and the size limit are the gateway's
// (GET /api/config): the quote service enforces them, and the form only spares the homeowner a refused upload.
import { useMemo } from 'react';
import { useAppConfig, type UploadLimits } from '../../lib/app-config';

export const OTHER_TEXT_MAX = 50;

export const MESSAGES = {
  invalidType: 'Invalid file type. Only PDF, PNG, and JPG files are allowed.',
  noFiles: 'Please select at least one file.',
  noProjectType: 'Please select a project type.',
  noOtherText: 'Please specify what type of project this is.',
  noContractor: 'Please enter the contractor name.',
  usageLimitInline: "You've reached your usage limit. Please upgrade to continue.",
  usageLimitBelowButton: "You've reached your usage limit. Please upgrade to continue analyzing quotes.",
} as const;

export interface UploadRules {
  /** The file input's accept attribute (".pdf,.png,.jpg,.jpeg"). */
  accept: string | undefined;
  /** "PDF, PNG or JPG". */
  formats: string;
  /** "10MB", as the server's message says it. */
  maxFileSize: string;
  /** The error for one file, or null when it may be uploaded. */
  validateFile: (file: File) => string | null;
}

const MB = 1024 * 1024;

function listed(labels: string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : (labels[0] ?? '');
}

/** The rules for the limits the gateway states; before they have come every file passes and the server judges. */
export function uploadRules(limits: UploadLimits | undefined): UploadRules {
  if (!limits) return { accept: undefined, formats: '', maxFileSize: '', validateFile: () => null };
  const extensions = limits.formats.flatMap((f) => f.extensions);
  const declaredTypes = limits.formats.flatMap((f) => f.declaredTypes);
  const maxFileSize = `${Math.round(limits.maxFileBytes / MB)}MB`;
  return {
    accept: extensions.join(','),
    formats: listed(limits.formats.map((f) => f.label)),
    maxFileSize,
    validateFile(file) {
      const dot = file.name.lastIndexOf('.');
      const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
      const typeOk = !file.type || declaredTypes.includes(file.type.toLowerCase());
      if (!extensions.includes(ext) || !typeOk) return MESSAGES.invalidType;
      if (file.size > limits.maxFileBytes) return `File size exceeds ${maxFileSize} limit.`;
      return null;
    },
  };
}

export function useUploadRules(): UploadRules {
  const uploads = useAppConfig().data?.uploads;
  return useMemo(() => uploadRules(uploads), [uploads]);
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
