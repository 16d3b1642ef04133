// Original file: proto/quote.proto


export interface ComparisonColumn {
  'quoteId'?: (string);
  'contractorName'?: (string);
  'projectType'?: (string);
  'createdAt'?: (string);
  'clarityRating'?: (number);
  'email'?: (string);
}

export interface ComparisonColumn__Output {
  'quoteId': (string);
  'contractorName': (string);
  'projectType': (string);
  'createdAt': (string);
  'clarityRating': (number);
  'email': (string);
}
