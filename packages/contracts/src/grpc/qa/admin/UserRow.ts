// Original file: proto/admin.proto


export interface UserRow {
  'id'?: (string);
  'firstName'?: (string);
  'lastName'?: (string);
  'email'?: (string);
  'totalUploads'?: (number);
  'totalSpend'?: (number);
  'createdAt'?: (string);
  'role'?: (string);
}

export interface UserRow__Output {
  'id': (string);
  'firstName': (string);
  'lastName': (string);
  'email': (string);
  'totalUploads': (number);
  'totalSpend': (number);
  'createdAt': (string);
  'role': (string);
}
