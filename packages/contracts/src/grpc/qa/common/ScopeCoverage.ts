// Original file: proto/common.proto


export interface ScopeCoverage {
  'id'?: (string);
  'state'?: (string);
  'words'?: (string);
  'amount'?: (number | string);
  'unitPriced'?: (boolean);
  '_amount'?: "amount";
}

export interface ScopeCoverage__Output {
  'id': (string);
  'state': (string);
  'words': (string);
  'amount'?: (number);
  'unitPriced': (boolean);
  '_amount'?: "amount";
}
