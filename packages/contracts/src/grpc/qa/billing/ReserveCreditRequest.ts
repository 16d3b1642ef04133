// Original file: proto/billing.proto


export interface ReserveCreditRequest {
  'userId'?: (string);
  'quoteId'?: (string);
  'attempt'?: (number);
}

export interface ReserveCreditRequest__Output {
  'userId': (string);
  'quoteId': (string);
  'attempt': (number);
}
