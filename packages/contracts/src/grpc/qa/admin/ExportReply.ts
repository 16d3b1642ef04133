// Original file: proto/admin.proto


export interface ExportReply {
  'csv'?: (string);
  'fileName'?: (string);
}

export interface ExportReply__Output {
  'csv': (string);
  'fileName': (string);
}
