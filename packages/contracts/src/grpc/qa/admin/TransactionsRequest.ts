// Original file: proto/admin.proto


export interface TransactionsRequest {
  'limit'?: (number);
  'offset'?: (number);
}

export interface TransactionsRequest__Output {
  'limit': (number);
  'offset': (number);
}
