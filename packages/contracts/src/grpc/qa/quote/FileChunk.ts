// Original file: proto/quote.proto


export interface FileChunk {
  'fileIndex'?: (number);
  'fileName'?: (string);
  'declaredType'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface FileChunk__Output {
  'fileIndex': (number);
  'fileName': (string);
  'declaredType': (string);
  'data': (Buffer);
}
