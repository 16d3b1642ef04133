// Original file: proto/common.proto


export interface PaymentStep {
  'words'?: (string);
  'percent'?: (number | string);
  'amount'?: (number | string);
  'upfront'?: (boolean);
  '_percent'?: "percent";
  '_amount'?: "amount";
}

export interface PaymentStep__Output {
  'words': (string);
  'percent'?: (number);
  'amount'?: (number);
  'upfront': (boolean);
  '_percent'?: "percent";
  '_amount'?: "amount";
}
