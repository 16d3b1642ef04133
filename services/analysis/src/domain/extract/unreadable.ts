/** A file the analyser cannot open (corrupt, encrypted, too large to read, not really a PDF or an image). */
export class UnreadableFileError extends Error {
  constructor(fileName: string, reason: string) {
    super(`Could not read ${fileName}: ${reason}`);
    this.name = 'UnreadableFileError';
  }
}
