// Original file: proto/auth.proto


export interface User {
  'id'?: (string);
  'email'?: (string);
  'firstName'?: (string);
  'lastName'?: (string);
  'profileImageUrl'?: (string);
  'role'?: (string);
  'sessionVersion'?: (number);
  'createdAt'?: (string);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'firstName': (string);
  'lastName': (string);
  'profileImageUrl': (string);
  'role': (string);
  'sessionVersion': (number);
  'createdAt': (string);
}
