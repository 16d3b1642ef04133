// Original file: proto/admin.proto


export interface RebuildReply {
  'startedAt'?: (string);
}

export interface RebuildReply__Output {
  'startedAt': (string);
}
