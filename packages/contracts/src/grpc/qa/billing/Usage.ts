// Original file: proto/billing.proto


export interface Usage {
  'analysisCredits'?: (number);
  'canAnalyze'?: (boolean);
  'nextFreeCreditsAt'?: (string);
  'weeklyFreeCredits'?: (number);
}

export interface Usage__Output {
  'analysisCredits': (number);
  'canAnalyze': (boolean);
  'nextFreeCreditsAt': (string);
  'weeklyFreeCredits': (number);
}
