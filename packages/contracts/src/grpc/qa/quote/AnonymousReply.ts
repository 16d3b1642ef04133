// Original file: proto/quote.proto

import type { PreviewIssue as _qa_quote_PreviewIssue, PreviewIssue__Output as _qa_quote_PreviewIssue__Output } from '../../qa/quote/PreviewIssue';

export interface AnonymousReply {
  'previewId'?: (string);
  'fileCount'?: (number);
  'contractorName'?: (string);
  'projectType'?: (string);
  'extractedPrice'?: (number | string);
  'riskLevel'?: (string);
  'clarityScore'?: (number);
  'issueCount'?: (number);
  'flaggedIssues'?: (_qa_quote_PreviewIssue)[];
  'currency'?: (string);
  '_extractedPrice'?: "extractedPrice";
}

export interface AnonymousReply__Output {
  'previewId': (string);
  'fileCount': (number);
  'contractorName': (string);
  'projectType': (string);
  'extractedPrice'?: (number);
  'riskLevel': (string);
  'clarityScore': (number);
  'issueCount': (number);
  'flaggedIssues': (_qa_quote_PreviewIssue__Output)[];
  'currency': (string);
  '_extractedPrice'?: "extractedPrice";
}
