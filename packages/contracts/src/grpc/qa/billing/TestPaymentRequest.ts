// Original file: proto/billing.proto


export interface TestPaymentRequest {
  'userId'?: (string);
  'paymentIntentId'?: (string);
  'cardNumber'?: (string);
}

export interface TestPaymentRequest__Output {
  'userId': (string);
  'paymentIntentId': (string);
  'cardNumber': (string);
}
