// Original file: proto/admin.proto

import type { UserRow as _qa_admin_UserRow, UserRow__Output as _qa_admin_UserRow__Output } from '../../qa/admin/UserRow';

export interface UserRows {
  'users'?: (_qa_admin_UserRow)[];
}

export interface UserRows__Output {
  'users': (_qa_admin_UserRow__Output)[];
}
