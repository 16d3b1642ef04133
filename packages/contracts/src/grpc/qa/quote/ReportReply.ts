// Original file: proto/quote.proto


export interface ReportReply {
  'pdf'?: (Buffer | Uint8Array | string);
  'fileName'?: (string);
}

export interface ReportReply__Output {
  'pdf': (Buffer);
  'fileName': (string);
}
