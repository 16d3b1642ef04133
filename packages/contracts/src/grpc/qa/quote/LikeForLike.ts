// Original file: proto/quote.proto


export interface LikeForLike {
  'quoteId'?: (string);
  'estimate'?: (number | string);
  'text'?: (string);
  '_estimate'?: "estimate";
}

export interface LikeForLike__Output {
  'quoteId': (string);
  'estimate'?: (number);
  'text': (string);
  '_estimate'?: "estimate";
}
