// Original file: proto/common.proto


export interface UserRef {
  'userId'?: (string);
}

export interface UserRef__Output {
  'userId': (string);
}
