// The upload rules of spec §5, with the spec's messages. Pure: the stream reader applies them as the parts arrive.
import { AppError } from '@qa/platform';
import { projectTypes, uploadFormats, type UploadFormat } from '@qa/contracts';

export const MAX_OTHER_TEXT = 50;
export const MAX_CONTRACTOR_NAME = 100;
/** Enough leading bytes to recognise every accepted format. */
export const SNIFF_BYTES = 8;

export const uploadMessages = {
  invalidType: 'Invalid file type. Only PDF, PNG, and JPG files are allowed.',
  noFiles: 'Please select at least one file.',
  noProjectType: 'Please select a project type.',
  noOtherText: 'Please specify what type of project this is.',
  otherTooLong: `Project type must be at most ${MAX_OTHER_TEXT} characters. Use as few words as possible (for example Deck, Plumbing, Electrical).`,
  noContractor: 'Please enter the contractor name.',
  contractorTooLong: `Contractor name must be at most ${MAX_CONTRACTOR_NAME} characters.`,
} as const;

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export function tooLargeMessage(maxFileBytes: number): string {
  return `File size exceeds ${Math.round(maxFileBytes / (1024 * 1024))}MB limit.`;
}

export function tooManyFilesMessage(maxFiles: number): string {
  return `You can upload at most ${maxFiles} files at a time.`;
}

const reject = (message: string) => new AppError('invalid_argument', message);

// What each format's content starts with (its magic bytes), by the label of packages/contracts' uploadFormats.
const magicBytes: Record<UploadFormat['label'], Buffer> = {
  PDF: Buffer.from('%PDF-'),
  PNG: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  JPG: Buffer.from([0xff, 0xd8, 0xff]),
};
// What a browser or client sends when it does not know the type: the content decides.
const undeclared = new Set(['', 'application/octet-stream']);

function formatByExtension(fileName: string): UploadFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
  return uploadFormats.find((format) => (format.extensions as readonly string[]).includes(ext));
}

/** Checked when a file starts: the name must end in one of the formats' extensions (.pdf, .png, .jpg or .jpeg). */
export function checkFileName(fileName: string): void {
  if (!formatByExtension(fileName)) throw reject(uploadMessages.invalidType);
}

/**
 * Checked on the file's first bytes: the content must be the format its extension names (magic bytes), and a
 * declared Content-Type, if the client sent a specific one, must agree. Returns the MIME type the content proves.
 */
export function checkFileContent(fileName: string, declaredType: string, head: Buffer): string {
  const format = formatByExtension(fileName);
  if (!format) throw reject(uploadMessages.invalidType);
  const magic = magicBytes[format.label];
  if (head.length < magic.length || !head.subarray(0, magic.length).equals(magic)) throw reject(uploadMessages.invalidType);
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (!undeclared.has(declared) && !(format.declaredTypes as readonly string[]).includes(declared)) throw reject(uploadMessages.invalidType);
  return format.declaredTypes[0];
}

/** A safe object-key segment for a file name: letters, digits, dot, dash and underscore, at most 100 characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-100);
  return cleaned || 'file';
}

function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The project type: one of the known types, or the free text typed for "other" (the form sends the text itself).
 * The literal "other" means the text was left empty.
 */
export function normalizeProjectType(raw: string): string {
  const value = cleanText(raw);
  if (!value) throw reject(uploadMessages.noProjectType);
  const lower = value.toLowerCase();
  if (lower === 'other') throw reject(uploadMessages.noOtherText);
  if ((projectTypes as readonly string[]).includes(lower)) return lower;
  if (value.length > MAX_OTHER_TEXT) throw reject(uploadMessages.otherTooLong);
  return value;
}

export function normalizeContractorName(raw: string): string {
  const value = cleanText(raw);
  if (!value) throw reject(uploadMessages.noContractor);
  if (value.length > MAX_CONTRACTOR_NAME) throw reject(uploadMessages.contractorTooLong);
  return value;
}

export type FormFields = { projectType?: string; contractorName?: string };

/** Applies one form field as it arrives; fields the form does not have are ignored. */
export function applyField(fields: FormFields, name: string, value: string): void {
  if (name === 'projectType') fields.projectType = normalizeProjectType(value);
  else if (name === 'contractorName') fields.contractorName = normalizeContractorName(value);
}

/** Once the stream has ended: everything the form requires must have come. */
export function requireComplete(fields: FormFields, fileCount: number): { projectType: string; contractorName: string } {
  if (fileCount === 0) throw reject(uploadMessages.noFiles);
  if (fields.projectType === undefined) throw reject(uploadMessages.noProjectType);
  if (fields.contractorName === undefined) throw reject(uploadMessages.noContractor);
  return { projectType: fields.projectType, contractorName: fields.contractorName };
}
