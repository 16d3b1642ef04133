// Original file: proto/auth.proto


export interface GetUserRequest {
  'userId'?: (string);
  'sessionVersion'?: (number);
}

export interface GetUserRequest__Output {
  'userId': (string);
  'sessionVersion': (number);
}
