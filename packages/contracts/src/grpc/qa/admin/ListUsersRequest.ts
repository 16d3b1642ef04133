// Original file: proto/admin.proto


export interface ListUsersRequest {
  'sortBy'?: (string);
  'order'?: (string);
  'search'?: (string);
}

export interface ListUsersRequest__Output {
  'sortBy': (string);
  'order': (string);
  'search': (string);
}
