// Original file: proto/auth.proto


export interface ValidateResetTokenReply {
  'valid'?: (boolean);
}

export interface ValidateResetTokenReply__Output {
  'valid': (boolean);
}
