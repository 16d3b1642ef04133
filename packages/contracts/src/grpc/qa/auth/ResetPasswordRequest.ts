// Original file: proto/auth.proto

import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from '../../qa/common/ClientContext';

export interface ResetPasswordRequest {
  'token'?: (string);
  'password'?: (string);
  'client'?: (_qa_common_ClientContext | null);
}

export interface ResetPasswordRequest__Output {
  'token': (string);
  'password': (string);
  'client': (_qa_common_ClientContext__Output | null);
}
