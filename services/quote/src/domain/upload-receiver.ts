// Reads an upload's client stream (quote.proto UploadPart): the header, then fields and file chunks in any order.
// Each file goes straight to the object store; the rules of spec §5 are applied as the bytes arrive, so a wrong
// type is refused on its first bytes and an oversize file the moment it passes the limit, never held whole.
import type { UploadPart__Output } from '@qa/contracts/grpc/qa/quote/UploadPart';
import { AppError, type Logger, type ObjectStore } from '@qa/platform';
import {
  applyField,
  checkFileContent,
  checkFileName,
  requireComplete,
  safeFileName,
  SNIFF_BYTES,
  tooLargeMessage,
  tooManyFilesMessage,
  type FormFields,
  type UploadLimits,
} from './upload-rules';
import { ObjectWriter } from '../store/object-writer';
import type { StoredFile } from '../store/quotes';

export type UploadParts = AsyncIterator<UploadPart__Output>;

export interface UploadHeader {
  userId: string;
  client: { ip: string; visitorId: string; userAgent: string };
}

/** The first part of every upload stream. */
export async function readHeader(parts: UploadParts): Promise<UploadHeader> {
  const first = await parts.next();
  const header = first.done ? undefined : first.value.header;
  if (!header) throw new AppError('invalid_argument', 'An upload starts with its header');
  return { userId: header.userId, client: { ip: header.client?.ip ?? '', visitorId: header.client?.visitorId ?? '', userAgent: header.client?.userAgent ?? '' } };
}

interface OpenFile {
  index: number;
  fileName: string;
  declaredType: string;
  head: Buffer[];
  size: number;
  mimeType?: string;
  writer?: ObjectWriter;
}

export interface ReceivedUpload {
  projectType: string;
  contractorName: string;
  files: StoredFile[];
  totalSize: number;
}

export class UploadReceiver {
  private readonly fields: FormFields = {};
  private readonly stored: StoredFile[] = [];
  private current?: OpenFile;
  private filesSeen = 0;
  private bytes = 0;
  private rawProjectType = '';
  private keyPrefix = '';

  constructor(
    private readonly store: ObjectStore,
    private readonly limits: UploadLimits,
    private readonly log: Logger,
  ) {}

  /** What came in so far, for the activity log (also of a refused upload). */
  get progress() {
    return { projectType: this.fields.projectType ?? this.rawProjectType.trim().slice(0, 100), fileCount: this.filesSeen, totalSize: this.bytes };
  }

  /** Reads the rest of the stream; files are stored under `${keyPrefix}/<index>-<safe name>`. */
  async receive(parts: UploadParts, keyPrefix: string): Promise<ReceivedUpload> {
    this.keyPrefix = keyPrefix;
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.field) {
        if (part.field.name === 'projectType') this.rawProjectType = part.field.value;
        applyField(this.fields, part.field.name, part.field.value);
      } else if (part.chunk) {
        const chunk = part.chunk;
        if (!this.current || chunk.fileIndex !== this.current.index) {
          await this.closeFile();
          this.openFile(chunk.fileIndex, chunk.fileName, chunk.declaredType);
        }
        await this.addBytes(chunk.data);
      }
    }
    await this.closeFile();
    const { projectType, contractorName } = requireComplete(this.fields, this.stored.length);
    return { projectType, contractorName, files: [...this.stored], totalSize: this.bytes };
  }

  /** Removes whatever this upload stored (it was refused or could not be recorded). */
  async discard(): Promise<void> {
    const open = this.current;
    this.current = undefined;
    const work = [open?.writer?.abort(), ...this.stored.map((f) => this.store.remove(f.objectKey))];
    const results = await Promise.allSettled(work);
    for (const r of results) if (r.status === 'rejected') this.log.warn({ err: r.reason }, 'could not remove an upload left behind');
  }

  private openFile(index: number, fileName: string, declaredType: string): void {
    this.filesSeen += 1;
    if (this.filesSeen > this.limits.maxFiles) throw new AppError('invalid_argument', tooManyFilesMessage(this.limits.maxFiles));
    checkFileName(fileName);
    this.current = { index, fileName, declaredType, head: [], size: 0 };
  }

  private async addBytes(data: Buffer): Promise<void> {
    const file = this.current!;
    file.size += data.length;
    this.bytes += data.length;
    if (file.size > this.limits.maxFileBytes) throw new AppError('invalid_argument', tooLargeMessage(this.limits.maxFileBytes));
    if (file.writer) return file.writer.write(data);
    // The first bytes are held until there are enough to recognise the format; only then does storing begin.
    file.head.push(data);
    if (file.size >= SNIFF_BYTES) await this.startStoring(file);
  }

  private async startStoring(file: OpenFile): Promise<void> {
    const head = Buffer.concat(file.head);
    file.head = [];
    file.mimeType = checkFileContent(file.fileName, file.declaredType, head);
    file.writer = new ObjectWriter(this.store, `${this.keyPrefix}/${this.stored.length}-${safeFileName(file.fileName)}`, file.mimeType, this.limits.maxFileBytes);
    await file.writer.write(head);
  }

  private async closeFile(): Promise<void> {
    const file = this.current;
    if (!file) return;
    if (!file.writer) await this.startStoring(file); // a file shorter than SNIFF_BYTES: checked on what there is
    await file.writer!.finish();
    this.stored.push({ objectKey: file.writer!.key, fileName: file.fileName, mimeType: file.mimeType!, size: file.size });
    this.current = undefined;
  }
}
