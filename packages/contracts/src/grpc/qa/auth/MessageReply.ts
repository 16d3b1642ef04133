// Original file: proto/auth.proto


export interface MessageReply {
  'message'?: (string);
}

export interface MessageReply__Output {
  'message': (string);
}
