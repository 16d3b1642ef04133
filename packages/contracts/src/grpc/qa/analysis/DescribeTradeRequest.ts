// Original file: proto/analysis.proto


export interface DescribeTradeRequest {
  'projectType'?: (string);
}

export interface DescribeTradeRequest__Output {
  'projectType': (string);
}
