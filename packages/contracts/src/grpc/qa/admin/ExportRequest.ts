// Original file: proto/admin.proto


export interface ExportRequest {
  'kind'?: (string);
}

export interface ExportRequest__Output {
  'kind': (string);
}
