// Original file: proto/auth.proto

import type { User as _qa_auth_User, User__Output as _qa_auth_User__Output } from '../../qa/auth/User';

export interface ResetPasswordReply {
  'message'?: (string);
  'autoLogin'?: (boolean);
  'user'?: (_qa_auth_User | null);
  'token'?: (string);
}

export interface ResetPasswordReply__Output {
  'message': (string);
  'autoLogin': (boolean);
  'user': (_qa_auth_User__Output | null);
  'token': (string);
}
