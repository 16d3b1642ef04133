// Original file: proto/auth.proto


export interface LogoutRequest {
  'userId'?: (string);
}

export interface LogoutRequest__Output {
  'userId': (string);
}
