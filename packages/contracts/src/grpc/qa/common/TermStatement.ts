// Original file: proto/common.proto


export interface TermStatement {
  'id'?: (string);
  'words'?: (string);
  'years'?: (number | string);
  'party'?: (string);
  'findingIds'?: (string)[];
  '_years'?: "years";
}

export interface TermStatement__Output {
  'id': (string);
  'words': (string);
  'years'?: (number);
  'party': (string);
  'findingIds': (string)[];
  '_years'?: "years";
}
