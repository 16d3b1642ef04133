// Original file: proto/billing.proto

import type { Purchase as _qa_billing_Purchase, Purchase__Output as _qa_billing_Purchase__Output } from '../../qa/billing/Purchase';

export interface PurchaseList {
  'purchases'?: (_qa_billing_Purchase)[];
}

export interface PurchaseList__Output {
  'purchases': (_qa_billing_Purchase__Output)[];
}
