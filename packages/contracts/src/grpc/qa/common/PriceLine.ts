// Original file: proto/common.proto


export interface PriceLine {
  'label'?: (string);
  'amount'?: (number | string);
  'role'?: (string);
}

export interface PriceLine__Output {
  'label': (string);
  'amount': (number);
  'role': (string);
}
