// Original file: proto/quote.proto


export interface FormField {
  'name'?: (string);
  'value'?: (string);
}

export interface FormField__Output {
  'name': (string);
  'value': (string);
}
