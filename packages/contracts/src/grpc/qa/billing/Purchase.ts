// Original file: proto/billing.proto


export interface Purchase {
  'id'?: (string);
  'creditsAdded'?: (number);
  'amount'?: (number);
  'status'?: (string);
  'createdAt'?: (string);
  'paymentIntentId'?: (string);
  'isTest'?: (boolean);
}

export interface Purchase__Output {
  'id': (string);
  'creditsAdded': (number);
  'amount': (number);
  'status': (string);
  'createdAt': (string);
  'paymentIntentId': (string);
  'isTest': (boolean);
}
