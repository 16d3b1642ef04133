// Original file: proto/quote.proto


export interface PreviewIssue {
  'type'?: (string);
  'severity'?: (string);
  'section'?: (string);
}

export interface PreviewIssue__Output {
  'type': (string);
  'severity': (string);
  'section': (string);
}
