// Original file: proto/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { PaymentIntentReply as _qa_billing_PaymentIntentReply, PaymentIntentReply__Output as _qa_billing_PaymentIntentReply__Output } from '../../qa/billing/PaymentIntentReply';
import type { PurchaseList as _qa_billing_PurchaseList, PurchaseList__Output as _qa_billing_PurchaseList__Output } from '../../qa/billing/PurchaseList';
import type { Reservation as _qa_billing_Reservation, Reservation__Output as _qa_billing_Reservation__Output } from '../../qa/billing/Reservation';
import type { ReserveCreditRequest as _qa_billing_ReserveCreditRequest, ReserveCreditRequest__Output as _qa_billing_ReserveCreditRequest__Output } from '../../qa/billing/ReserveCreditRequest';
import type { TestPaymentReply as _qa_billing_TestPaymentReply, TestPaymentReply__Output as _qa_billing_TestPaymentReply__Output } from '../../qa/billing/TestPaymentReply';
import type { TestPaymentRequest as _qa_billing_TestPaymentRequest, TestPaymentRequest__Output as _qa_billing_TestPaymentRequest__Output } from '../../qa/billing/TestPaymentRequest';
import type { Usage as _qa_billing_Usage, Usage__Output as _qa_billing_Usage__Output } from '../../qa/billing/Usage';
import type { UserRef as _qa_common_UserRef, UserRef__Output as _qa_common_UserRef__Output } from '../../qa/common/UserRef';
import type { WebhookReply as _qa_billing_WebhookReply, WebhookReply__Output as _qa_billing_WebhookReply__Output } from '../../qa/billing/WebhookReply';
import type { WebhookRequest as _qa_billing_WebhookRequest, WebhookRequest__Output as _qa_billing_WebhookRequest__Output } from '../../qa/billing/WebhookRequest';

export interface BillingServiceClient extends grpc.Client {
  ConfirmTestPayment(argument: _qa_billing_TestPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  ConfirmTestPayment(argument: _qa_billing_TestPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  ConfirmTestPayment(argument: _qa_billing_TestPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  ConfirmTestPayment(argument: _qa_billing_TestPaymentRequest, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  confirmTestPayment(argument: _qa_billing_TestPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  confirmTestPayment(argument: _qa_billing_TestPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  confirmTestPayment(argument: _qa_billing_TestPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  confirmTestPayment(argument: _qa_billing_TestPaymentRequest, callback: grpc.requestCallback<_qa_billing_TestPaymentReply__Output>): grpc.ClientUnaryCall;
  
  CreatePaymentIntent(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  CreatePaymentIntent(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  CreatePaymentIntent(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  CreatePaymentIntent(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  createPaymentIntent(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  createPaymentIntent(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  createPaymentIntent(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  createPaymentIntent(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_PaymentIntentReply__Output>): grpc.ClientUnaryCall;
  
  GetUsage(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_Usage__Output>): grpc.ClientUnaryCall;
  
  HandlePaymentWebhook(argument: _qa_billing_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandlePaymentWebhook(argument: _qa_billing_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandlePaymentWebhook(argument: _qa_billing_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandlePaymentWebhook(argument: _qa_billing_WebhookRequest, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handlePaymentWebhook(argument: _qa_billing_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handlePaymentWebhook(argument: _qa_billing_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handlePaymentWebhook(argument: _qa_billing_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handlePaymentWebhook(argument: _qa_billing_WebhookRequest, callback: grpc.requestCallback<_qa_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  
  ListPurchases(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  ListPurchases(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  ListPurchases(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  ListPurchases(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  listPurchases(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  listPurchases(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  listPurchases(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  listPurchases(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_billing_PurchaseList__Output>): grpc.ClientUnaryCall;
  
  ReserveCredit(argument: _qa_billing_ReserveCreditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  ReserveCredit(argument: _qa_billing_ReserveCreditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  ReserveCredit(argument: _qa_billing_ReserveCreditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  ReserveCredit(argument: _qa_billing_ReserveCreditRequest, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  reserveCredit(argument: _qa_billing_ReserveCreditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  reserveCredit(argument: _qa_billing_ReserveCreditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  reserveCredit(argument: _qa_billing_ReserveCreditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  reserveCredit(argument: _qa_billing_ReserveCreditRequest, callback: grpc.requestCallback<_qa_billing_Reservation__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  ConfirmTestPayment: grpc.handleUnaryCall<_qa_billing_TestPaymentRequest__Output, _qa_billing_TestPaymentReply>;
  
  CreatePaymentIntent: grpc.handleUnaryCall<_qa_common_UserRef__Output, _qa_billing_PaymentIntentReply>;
  
  GetUsage: grpc.handleUnaryCall<_qa_common_UserRef__Output, _qa_billing_Usage>;
  
  HandlePaymentWebhook: grpc.handleUnaryCall<_qa_billing_WebhookRequest__Output, _qa_billing_WebhookReply>;
  
  ListPurchases: grpc.handleUnaryCall<_qa_common_UserRef__Output, _qa_billing_PurchaseList>;
  
  ReserveCredit: grpc.handleUnaryCall<_qa_billing_ReserveCreditRequest__Output, _qa_billing_Reservation>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  ConfirmTestPayment: MethodDefinition<_qa_billing_TestPaymentRequest, _qa_billing_TestPaymentReply, _qa_billing_TestPaymentRequest__Output, _qa_billing_TestPaymentReply__Output>
  CreatePaymentIntent: MethodDefinition<_qa_common_UserRef, _qa_billing_PaymentIntentReply, _qa_common_UserRef__Output, _qa_billing_PaymentIntentReply__Output>
  GetUsage: MethodDefinition<_qa_common_UserRef, _qa_billing_Usage, _qa_common_UserRef__Output, _qa_billing_Usage__Output>
  HandlePaymentWebhook: MethodDefinition<_qa_billing_WebhookRequest, _qa_billing_WebhookReply, _qa_billing_WebhookRequest__Output, _qa_billing_WebhookReply__Output>
  ListPurchases: MethodDefinition<_qa_common_UserRef, _qa_billing_PurchaseList, _qa_common_UserRef__Output, _qa_billing_PurchaseList__Output>
  ReserveCredit: MethodDefinition<_qa_billing_ReserveCreditRequest, _qa_billing_Reservation, _qa_billing_ReserveCreditRequest__Output, _qa_billing_Reservation__Output>
}
