// Streams a multipart upload to a quote-service client stream (quote.proto UploadPart) without holding it: the
// header first, then each field and each file's bytes in the order the browser sent them, in chunks of at most
// 256 KB. A part is forwarded only when the one before it is done (busboy may announce the next part while the
// last bytes of a file are still queued), and each chunk only once the one before it has gone out to the
// transport, which holds back the file stream and so the request: memory stays flat however large the upload. The gateway decides nothing about
// the upload; it only caps what it forwards (a file is cut one byte past the size limit, one file past the count
// limit) and the quote service gives the verdict.
import Busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { ClientWritableStream, ServiceError } from '@grpc/grpc-js';
import type { UploadPart } from '@qa/contracts/grpc/qa/quote/UploadPart';
import type { UploadHeader } from '@qa/contracts/grpc/qa/quote/UploadHeader';
import { AppError } from '@qa/platform';

export const CHUNK_BYTES = 256 * 1024;
const MAX_FIELDS = 20;

export interface UploadStreamLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export type OpenUpload<R> = (callback: (err: ServiceError | null, reply?: R) => void) => ClientWritableStream<UploadPart>;

/**
 * Resolves with the service's reply (or rejects with its error) once the reply has come and the request body has
 * been read to its end: after a refusal mid-upload nothing more is forwarded, and the rest of the body is read and
 * dropped so that the browser still receives the answer.
 */
export function streamUpload<R>(req: Request, open: OpenUpload<R>, header: UploadHeader, limits: UploadStreamLimits): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let answer: { err: unknown } | { reply: R } | undefined;
    let bodyRead = false;
    // The one chunk being written (parts go one at a time); woken early if the service answers meanwhile.
    let writing: (() => void) | undefined;

    const settle = () => {
      if (!answer || !bodyRead) return;
      if ('err' in answer) reject(answer.err);
      else resolve(answer.reply);
    };
    const call = open((err, reply) => {
      answer ??= err ? { err } : { reply: reply as R };
      writing?.();
      settle();
    });

    /** Forwards one part; resolves once it has been handed on (or at once when the service has already answered). */
    const send = (part: UploadPart) =>
      new Promise<void>((resolve) => {
        if (answer) return resolve();
        writing = resolve;
        call.write(part, () => {
          writing = undefined;
          resolve();
        });
      });
    const forwardFile = async (index: number, file: Readable, fileName: string, declaredType: string) => {
      // The first chunk names the file, even an empty one.
      await send({ chunk: { fileIndex: index, fileName, declaredType, data: Buffer.alloc(0) } });
      for await (const data of file as AsyncIterable<Buffer>) {
        for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) await send({ chunk: { fileIndex: index, data: data.subarray(offset, offset + CHUNK_BYTES) } });
      }
    };
    const bodyDone = () => {
      bodyRead = true;
      if (!answer) call.end();
      settle();
    };
    const fail = () => {
      // A malformed form, or the browser went away mid-upload: the service drops what it stored.
      if (!answer) {
        answer = { err: new AppError('invalid_argument', 'The upload could not be read. Please try again.') };
        call.cancel();
      }
      bodyRead = true;
      settle();
    };

    // Parts are forwarded one after another, in the order they came, the header first.
    let turn = send({ header });
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles + 1, fields: MAX_FIELDS, fieldSize: 1024, parts: limits.maxFiles + 1 + MAX_FIELDS },
      });
    } catch {
      // Not a multipart form (a JSON body may already have been read): nothing to forward; the service answers
      // that no file came.
      if (req.readableEnded) return bodyDone();
      req.resume();
      req.once('end', bodyDone);
      return;
    }
    const next = (step: () => Promise<void>) => {
      turn = turn.then(step).catch(fail);
    };
    let fileIndex = -1;
    parser.on('field', (name, value) => next(() => send({ field: { name, value } })));
    parser.on('file', (_field, file, info) => {
      const index = ++fileIndex;
      // Listened to at once: busboy fails a file stream ("Unexpected end of form") before its turn to be read
      // may have come, and an error event with no listener ends the process. The parser's own error follows.
      file.once('error', fail);
      next(() => forwardFile(index, file, info.filename ?? '', info.mimeType ?? ''));
    });
    parser.on('close', () => next(async () => bodyDone()));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      fail();
    });
    // The browser going away mid-upload errors the request stream; piping does not forward that.
    req.once('error', fail);
    req.pipe(parser);
  });
}
