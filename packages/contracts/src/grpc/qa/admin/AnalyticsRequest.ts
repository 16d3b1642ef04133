// Original file: proto/admin.proto


export interface AnalyticsRequest {
  'timeframe'?: (number);
}

export interface AnalyticsRequest__Output {
  'timeframe': (number);
}
