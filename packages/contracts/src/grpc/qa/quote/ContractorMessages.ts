// Original file: proto/quote.proto

import type { ContractorMessage as _qa_quote_ContractorMessage, ContractorMessage__Output as _qa_quote_ContractorMessage__Output } from '../../qa/quote/ContractorMessage';

export interface ContractorMessages {
  'messages'?: (_qa_quote_ContractorMessage)[];
}

export interface ContractorMessages__Output {
  'messages': (_qa_quote_ContractorMessage__Output)[];
}
