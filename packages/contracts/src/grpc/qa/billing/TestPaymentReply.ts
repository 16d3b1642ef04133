// Original file: proto/billing.proto


export interface TestPaymentReply {
  'status'?: (string);
  'message'?: (string);
}

export interface TestPaymentReply__Output {
  'status': (string);
  'message': (string);
}
