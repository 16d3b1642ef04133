// Original file: proto/auth.proto


export interface GrantAdminRequest {
  'email'?: (string);
}

export interface GrantAdminRequest__Output {
  'email': (string);
}
