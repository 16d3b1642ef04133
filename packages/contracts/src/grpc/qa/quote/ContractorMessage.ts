// Original file: proto/quote.proto


export interface ContractorMessage {
  'quoteId'?: (string);
  'contractorName'?: (string);
  'to'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'questionCount'?: (number);
}

export interface ContractorMessage__Output {
  'quoteId': (string);
  'contractorName': (string);
  'to': (string);
  'subject': (string);
  'body': (string);
  'questionCount': (number);
}
