// Original file: proto/common.proto


export interface Issue {
  'issueType'?: (string);
  'section'?: (string);
  'originalText'?: (string);
  'explanation'?: (string);
  'questions'?: (string)[];
  'id'?: (string);
}

export interface Issue__Output {
  'issueType': (string);
  'section': (string);
  'originalText': (string);
  'explanation': (string);
  'questions': (string)[];
  'id': (string);
}
