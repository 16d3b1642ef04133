// Original file: proto/common.proto


export interface JobSize {
  'unit'?: (string);
  'unitLabel'?: (string);
  'quantity'?: (number | string);
  'words'?: (string);
}

export interface JobSize__Output {
  'unit': (string);
  'unitLabel': (string);
  'quantity': (number);
  'words': (string);
}
