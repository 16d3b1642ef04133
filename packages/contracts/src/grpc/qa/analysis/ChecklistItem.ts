// Original file: proto/analysis.proto


export interface ChecklistItem {
  'id'?: (string);
  'label'?: (string);
  'section'?: (string);
  'words'?: (string)[];
  'questions'?: (string)[];
}

export interface ChecklistItem__Output {
  'id': (string);
  'label': (string);
  'section': (string);
  'words': (string)[];
  'questions': (string)[];
}
