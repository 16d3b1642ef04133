// Original file: proto/admin.proto

import type { ActivityLogRow as _qa_admin_ActivityLogRow, ActivityLogRow__Output as _qa_admin_ActivityLogRow__Output } from '../../qa/admin/ActivityLogRow';

export interface ActivityLogRows {
  'logs'?: (_qa_admin_ActivityLogRow)[];
}

export interface ActivityLogRows__Output {
  'logs': (_qa_admin_ActivityLogRow__Output)[];
}
