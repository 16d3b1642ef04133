// Original file: proto/auth.proto


export interface ValidateResetTokenRequest {
  'token'?: (string);
}

export interface ValidateResetTokenRequest__Output {
  'token': (string);
}
