// Original file: proto/auth.proto

import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from '../../qa/common/ClientContext';

export interface ForgotPasswordRequest {
  'email'?: (string);
  'client'?: (_qa_common_ClientContext | null);
}

export interface ForgotPasswordRequest__Output {
  'email': (string);
  'client': (_qa_common_ClientContext__Output | null);
}
