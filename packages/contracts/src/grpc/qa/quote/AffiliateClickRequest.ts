// Original file: proto/quote.proto

import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from '../../qa/common/ClientContext';

export interface AffiliateClickRequest {
  'userId'?: (string);
  'quoteId'?: (string);
  'client'?: (_qa_common_ClientContext | null);
}

export interface AffiliateClickRequest__Output {
  'userId': (string);
  'quoteId': (string);
  'client': (_qa_common_ClientContext__Output | null);
}
