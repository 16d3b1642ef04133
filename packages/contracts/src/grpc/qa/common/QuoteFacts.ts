// Original file: proto/common.proto

import type { ScopeCoverage as _qa_common_ScopeCoverage, ScopeCoverage__Output as _qa_common_ScopeCoverage__Output } from '../../qa/common/ScopeCoverage';
import type { JobSize as _qa_common_JobSize, JobSize__Output as _qa_common_JobSize__Output } from '../../qa/common/JobSize';
import type { PaymentStep as _qa_common_PaymentStep, PaymentStep__Output as _qa_common_PaymentStep__Output } from '../../qa/common/PaymentStep';
import type { TermStatement as _qa_common_TermStatement, TermStatement__Output as _qa_common_TermStatement__Output } from '../../qa/common/TermStatement';
import type { PriceLine as _qa_common_PriceLine, PriceLine__Output as _qa_common_PriceLine__Output } from '../../qa/common/PriceLine';

export interface QuoteFacts {
  'trade'?: (string);
  'scope'?: (_qa_common_ScopeCoverage)[];
  'jobSize'?: (_qa_common_JobSize | null);
  'unitPrice'?: (number | string);
  'payments'?: (_qa_common_PaymentStep)[];
  'depositPercent'?: (number | string);
  'terms'?: (_qa_common_TermStatement)[];
  'email'?: (string);
  'priceOptions'?: (_qa_common_PriceLine)[];
  'priceWords'?: (string);
  'noSinglePrice'?: (string);
  '_unitPrice'?: "unitPrice";
  '_depositPercent'?: "depositPercent";
}

export interface QuoteFacts__Output {
  'trade': (string);
  'scope': (_qa_common_ScopeCoverage__Output)[];
  'jobSize': (_qa_common_JobSize__Output | null);
  'unitPrice'?: (number);
  'payments': (_qa_common_PaymentStep__Output)[];
  'depositPercent'?: (number);
  'terms': (_qa_common_TermStatement__Output)[];
  'email': (string);
  'priceOptions': (_qa_common_PriceLine__Output)[];
  'priceWords': (string);
  'noSinglePrice': (string);
  '_unitPrice'?: "unitPrice";
  '_depositPercent'?: "depositPercent";
}
