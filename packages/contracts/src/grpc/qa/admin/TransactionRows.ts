// Original file: proto/admin.proto

import type { TransactionRow as _qa_admin_TransactionRow, TransactionRow__Output as _qa_admin_TransactionRow__Output } from '../../qa/admin/TransactionRow';

export interface TransactionRows {
  'transactions'?: (_qa_admin_TransactionRow)[];
  'total'?: (number);
}

export interface TransactionRows__Output {
  'transactions': (_qa_admin_TransactionRow__Output)[];
  'total': (number);
}
