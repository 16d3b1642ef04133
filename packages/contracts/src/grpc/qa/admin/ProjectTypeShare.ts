// Original file: proto/admin.proto


export interface ProjectTypeShare {
  'name'?: (string);
  'percentage'?: (number | string);
}

export interface ProjectTypeShare__Output {
  'name': (string);
  'percentage': (number);
}
