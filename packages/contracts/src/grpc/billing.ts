import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingServiceClient as _qa_billing_BillingServiceClient, BillingServiceDefinition as _qa_billing_BillingServiceDefinition } from './qa/billing/BillingService';
import type { PaymentIntentReply as _qa_billing_PaymentIntentReply, PaymentIntentReply__Output as _qa_billing_PaymentIntentReply__Output } from './qa/billing/PaymentIntentReply';
import type { Purchase as _qa_billing_Purchase, Purchase__Output as _qa_billing_Purchase__Output } from './qa/billing/Purchase';
import type { PurchaseList as _qa_billing_PurchaseList, PurchaseList__Output as _qa_billing_PurchaseList__Output } from './qa/billing/PurchaseList';
import type { Reservation as _qa_billing_Reservation, Reservation__Output as _qa_billing_Reservation__Output } from './qa/billing/Reservation';
import type { ReserveCreditRequest as _qa_billing_ReserveCreditRequest, ReserveCreditRequest__Output as _qa_billing_ReserveCreditRequest__Output } from './qa/billing/ReserveCreditRequest';
import type { TestPaymentReply as _qa_billing_TestPaymentReply, TestPaymentReply__Output as _qa_billing_TestPaymentReply__Output } from './qa/billing/TestPaymentReply';
import type { TestPaymentRequest as _qa_billing_TestPaymentRequest, TestPaymentRequest__Output as _qa_billing_TestPaymentRequest__Output } from './qa/billing/TestPaymentRequest';
import type { Usage as _qa_billing_Usage, Usage__Output as _qa_billing_Usage__Output } from './qa/billing/Usage';
import type { WebhookReply as _qa_billing_WebhookReply, WebhookReply__Output as _qa_billing_WebhookReply__Output } from './qa/billing/WebhookReply';
import type { WebhookRequest as _qa_billing_WebhookRequest, WebhookRequest__Output as _qa_billing_WebhookRequest__Output } from './qa/billing/WebhookRequest';
import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from './qa/common/AnalysisResult';
import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from './qa/common/ClientContext';
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from './qa/common/Empty';
import type { Issue as _qa_common_Issue, Issue__Output as _qa_common_Issue__Output } from './qa/common/Issue';
import type { JobSize as _qa_common_JobSize, JobSize__Output as _qa_common_JobSize__Output } from './qa/common/JobSize';
import type { PageSource as _qa_common_PageSource, PageSource__Output as _qa_common_PageSource__Output } from './qa/common/PageSource';
import type { PaymentStep as _qa_common_PaymentStep, PaymentStep__Output as _qa_common_PaymentStep__Output } from './qa/common/PaymentStep';
import type { PriceLine as _qa_common_PriceLine, PriceLine__Output as _qa_common_PriceLine__Output } from './qa/common/PriceLine';
import type { QuoteFacts as _qa_common_QuoteFacts, QuoteFacts__Output as _qa_common_QuoteFacts__Output } from './qa/common/QuoteFacts';
import type { ScopeCoverage as _qa_common_ScopeCoverage, ScopeCoverage__Output as _qa_common_ScopeCoverage__Output } from './qa/common/ScopeCoverage';
import type { StoredFile as _qa_common_StoredFile, StoredFile__Output as _qa_common_StoredFile__Output } from './qa/common/StoredFile';
import type { Summary as _qa_common_Summary, Summary__Output as _qa_common_Summary__Output } from './qa/common/Summary';
import type { TermStatement as _qa_common_TermStatement, TermStatement__Output as _qa_common_TermStatement__Output } from './qa/common/TermStatement';
import type { UserRef as _qa_common_UserRef, UserRef__Output as _qa_common_UserRef__Output } from './qa/common/UserRef';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  qa: {
    billing: {
      BillingService: SubtypeConstructor<typeof grpc.Client, _qa_billing_BillingServiceClient> & { service: _qa_billing_BillingServiceDefinition }
      PaymentIntentReply: MessageTypeDefinition<_qa_billing_PaymentIntentReply, _qa_billing_PaymentIntentReply__Output>
      Purchase: MessageTypeDefinition<_qa_billing_Purchase, _qa_billing_Purchase__Output>
      PurchaseList: MessageTypeDefinition<_qa_billing_PurchaseList, _qa_billing_PurchaseList__Output>
      Reservation: MessageTypeDefinition<_qa_billing_Reservation, _qa_billing_Reservation__Output>
      ReserveCreditRequest: MessageTypeDefinition<_qa_billing_ReserveCreditRequest, _qa_billing_ReserveCreditRequest__Output>
      TestPaymentReply: MessageTypeDefinition<_qa_billing_TestPaymentReply, _qa_billing_TestPaymentReply__Output>
      TestPaymentRequest: MessageTypeDefinition<_qa_billing_TestPaymentRequest, _qa_billing_TestPaymentRequest__Output>
      Usage: MessageTypeDefinition<_qa_billing_Usage, _qa_billing_Usage__Output>
      WebhookReply: MessageTypeDefinition<_qa_billing_WebhookReply, _qa_billing_WebhookReply__Output>
      WebhookRequest: MessageTypeDefinition<_qa_billing_WebhookRequest, _qa_billing_WebhookRequest__Output>
    }
    common: {
      AnalysisResult: MessageTypeDefinition<_qa_common_AnalysisResult, _qa_common_AnalysisResult__Output>
      ClientContext: MessageTypeDefinition<_qa_common_ClientContext, _qa_common_ClientContext__Output>
      Empty: MessageTypeDefinition<_qa_common_Empty, _qa_common_Empty__Output>
      Issue: MessageTypeDefinition<_qa_common_Issue, _qa_common_Issue__Output>
      JobSize: MessageTypeDefinition<_qa_common_JobSize, _qa_common_JobSize__Output>
      PageSource: MessageTypeDefinition<_qa_common_PageSource, _qa_common_PageSource__Output>
      PaymentStep: MessageTypeDefinition<_qa_common_PaymentStep, _qa_common_PaymentStep__Output>
      PriceLine: MessageTypeDefinition<_qa_common_PriceLine, _qa_common_PriceLine__Output>
      QuoteFacts: MessageTypeDefinition<_qa_common_QuoteFacts, _qa_common_QuoteFacts__Output>
      ScopeCoverage: MessageTypeDefinition<_qa_common_ScopeCoverage, _qa_common_ScopeCoverage__Output>
      StoredFile: MessageTypeDefinition<_qa_common_StoredFile, _qa_common_StoredFile__Output>
      Summary: MessageTypeDefinition<_qa_common_Summary, _qa_common_Summary__Output>
      TermStatement: MessageTypeDefinition<_qa_common_TermStatement, _qa_common_TermStatement__Output>
      UserRef: MessageTypeDefinition<_qa_common_UserRef, _qa_common_UserRef__Output>
    }
  }
}

