// Original file: proto/admin.proto


export interface TransactionRow {
  'id'?: (string);
  'userEmail'?: (string);
  'paymentIntentId'?: (string);
  'amount'?: (number);
  'creditsAdded'?: (number);
  'isTest'?: (boolean);
  'status'?: (string);
  'createdAt'?: (string);
}

export interface TransactionRow__Output {
  'id': (string);
  'userEmail': (string);
  'paymentIntentId': (string);
  'amount': (number);
  'creditsAdded': (number);
  'isTest': (boolean);
  'status': (string);
  'createdAt': (string);
}
