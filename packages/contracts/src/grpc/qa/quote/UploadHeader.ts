// Original file: proto/quote.proto

import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from '../../qa/common/ClientContext';

export interface UploadHeader {
  'userId'?: (string);
  'client'?: (_qa_common_ClientContext | null);
}

export interface UploadHeader__Output {
  'userId': (string);
  'client': (_qa_common_ClientContext__Output | null);
}
