// Original file: proto/quote.proto


export interface QuoteSummary {
  'id'?: (string);
  'projectType'?: (string);
  'contractorName'?: (string);
  'fileName'?: (string);
  'fileType'?: (string);
  'createdAt'?: (string);
  'analysisComplete'?: (boolean);
  'clarityRating'?: (number);
  'status'?: (string);
  'fileCount'?: (number);
  '_clarityRating'?: "clarityRating";
}

export interface QuoteSummary__Output {
  'id': (string);
  'projectType': (string);
  'contractorName': (string);
  'fileName': (string);
  'fileType': (string);
  'createdAt': (string);
  'analysisComplete': (boolean);
  'clarityRating'?: (number);
  'status': (string);
  'fileCount': (number);
  '_clarityRating'?: "clarityRating";
}
