// Original file: proto/billing.proto


export interface Reservation {
  'quoteId'?: (string);
  'state'?: (string);
  'remaining'?: (number);
}

export interface Reservation__Output {
  'quoteId': (string);
  'state': (string);
  'remaining': (number);
}
