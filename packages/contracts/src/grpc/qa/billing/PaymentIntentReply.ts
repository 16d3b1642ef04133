// Original file: proto/billing.proto


export interface PaymentIntentReply {
  'clientSecret'?: (string);
  'paymentIntentId'?: (string);
  'provider'?: (string);
}

export interface PaymentIntentReply__Output {
  'clientSecret': (string);
  'paymentIntentId': (string);
  'provider': (string);
}
