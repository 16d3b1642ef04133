// Original file: proto/quote.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AffiliateClickRequest as _qa_quote_AffiliateClickRequest, AffiliateClickRequest__Output as _qa_quote_AffiliateClickRequest__Output } from '../../qa/quote/AffiliateClickRequest';
import type { AnalysisMessageRequest as _qa_quote_AnalysisMessageRequest, AnalysisMessageRequest__Output as _qa_quote_AnalysisMessageRequest__Output } from '../../qa/quote/AnalysisMessageRequest';
import type { AnonymousReply as _qa_quote_AnonymousReply, AnonymousReply__Output as _qa_quote_AnonymousReply__Output } from '../../qa/quote/AnonymousReply';
import type { AwaitAnalysisRequest as _qa_quote_AwaitAnalysisRequest, AwaitAnalysisRequest__Output as _qa_quote_AwaitAnalysisRequest__Output } from '../../qa/quote/AwaitAnalysisRequest';
import type { Comparison as _qa_quote_Comparison, Comparison__Output as _qa_quote_Comparison__Output } from '../../qa/quote/Comparison';
import type { ComparisonMessagesRequest as _qa_quote_ComparisonMessagesRequest, ComparisonMessagesRequest__Output as _qa_quote_ComparisonMessagesRequest__Output } from '../../qa/quote/ComparisonMessagesRequest';
import type { ComparisonRef as _qa_quote_ComparisonRef, ComparisonRef__Output as _qa_quote_ComparisonRef__Output } from '../../qa/quote/ComparisonRef';
import type { ContractorMessage as _qa_quote_ContractorMessage, ContractorMessage__Output as _qa_quote_ContractorMessage__Output } from '../../qa/quote/ContractorMessage';
import type { ContractorMessages as _qa_quote_ContractorMessages, ContractorMessages__Output as _qa_quote_ContractorMessages__Output } from '../../qa/quote/ContractorMessages';
import type { CreateComparisonReply as _qa_quote_CreateComparisonReply, CreateComparisonReply__Output as _qa_quote_CreateComparisonReply__Output } from '../../qa/quote/CreateComparisonReply';
import type { CreateComparisonRequest as _qa_quote_CreateComparisonRequest, CreateComparisonRequest__Output as _qa_quote_CreateComparisonRequest__Output } from '../../qa/quote/CreateComparisonRequest';
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from '../../qa/common/Empty';
import type { ListComparisonsReply as _qa_quote_ListComparisonsReply, ListComparisonsReply__Output as _qa_quote_ListComparisonsReply__Output } from '../../qa/quote/ListComparisonsReply';
import type { ListQuotesReply as _qa_quote_ListQuotesReply, ListQuotesReply__Output as _qa_quote_ListQuotesReply__Output } from '../../qa/quote/ListQuotesReply';
import type { ListQuotesRequest as _qa_quote_ListQuotesRequest, ListQuotesRequest__Output as _qa_quote_ListQuotesRequest__Output } from '../../qa/quote/ListQuotesRequest';
import type { QuoteDetail as _qa_quote_QuoteDetail, QuoteDetail__Output as _qa_quote_QuoteDetail__Output } from '../../qa/quote/QuoteDetail';
import type { QuoteRef as _qa_quote_QuoteRef, QuoteRef__Output as _qa_quote_QuoteRef__Output } from '../../qa/quote/QuoteRef';
import type { ReportReply as _qa_quote_ReportReply, ReportReply__Output as _qa_quote_ReportReply__Output } from '../../qa/quote/ReportReply';
import type { SavePreviewRequest as _qa_quote_SavePreviewRequest, SavePreviewRequest__Output as _qa_quote_SavePreviewRequest__Output } from '../../qa/quote/SavePreviewRequest';
import type { SubmitQuoteReply as _qa_quote_SubmitQuoteReply, SubmitQuoteReply__Output as _qa_quote_SubmitQuoteReply__Output } from '../../qa/quote/SubmitQuoteReply';
import type { UploadPart as _qa_quote_UploadPart, UploadPart__Output as _qa_quote_UploadPart__Output } from '../../qa/quote/UploadPart';
import type { UserRef as _qa_common_UserRef, UserRef__Output as _qa_common_UserRef__Output } from '../../qa/common/UserRef';

export interface QuoteServiceClient extends grpc.Client {
  AnalyzeAnonymous(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  
  AwaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  AwaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  AwaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  AwaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  awaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  awaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  awaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  awaitAnalysis(argument: _qa_quote_AwaitAnalysisRequest, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  
  CreateComparison(argument: _qa_quote_CreateComparisonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  CreateComparison(argument: _qa_quote_CreateComparisonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  CreateComparison(argument: _qa_quote_CreateComparisonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  CreateComparison(argument: _qa_quote_CreateComparisonRequest, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  createComparison(argument: _qa_quote_CreateComparisonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  createComparison(argument: _qa_quote_CreateComparisonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  createComparison(argument: _qa_quote_CreateComparisonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  createComparison(argument: _qa_quote_CreateComparisonRequest, callback: grpc.requestCallback<_qa_quote_CreateComparisonReply__Output>): grpc.ClientUnaryCall;
  
  GetAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  
  GetAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  GetAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  GetAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  GetAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  getAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  getAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  getAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  getAnalysisMessage(argument: _qa_quote_AnalysisMessageRequest, callback: grpc.requestCallback<_qa_quote_ContractorMessage__Output>): grpc.ClientUnaryCall;
  
  GetComparison(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  GetComparison(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  GetComparison(argument: _qa_quote_ComparisonRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  GetComparison(argument: _qa_quote_ComparisonRef, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  getComparison(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  getComparison(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  getComparison(argument: _qa_quote_ComparisonRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  getComparison(argument: _qa_quote_ComparisonRef, callback: grpc.requestCallback<_qa_quote_Comparison__Output>): grpc.ClientUnaryCall;
  
  GetComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  GetComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  GetComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  GetComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  getComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  getComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  getComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  getComparisonMessages(argument: _qa_quote_ComparisonMessagesRequest, callback: grpc.requestCallback<_qa_quote_ContractorMessages__Output>): grpc.ClientUnaryCall;
  
  GetComparisonReport(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetComparisonReport(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetComparisonReport(argument: _qa_quote_ComparisonRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetComparisonReport(argument: _qa_quote_ComparisonRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getComparisonReport(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getComparisonReport(argument: _qa_quote_ComparisonRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getComparisonReport(argument: _qa_quote_ComparisonRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getComparisonReport(argument: _qa_quote_ComparisonRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  
  GetReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  
  ListComparisons(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  ListComparisons(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  ListComparisons(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  ListComparisons(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  listComparisons(argument: _qa_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  listComparisons(argument: _qa_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  listComparisons(argument: _qa_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  listComparisons(argument: _qa_common_UserRef, callback: grpc.requestCallback<_qa_quote_ListComparisonsReply__Output>): grpc.ClientUnaryCall;
  
  ListQuotes(argument: _qa_quote_ListQuotesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  ListQuotes(argument: _qa_quote_ListQuotesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  ListQuotes(argument: _qa_quote_ListQuotesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  ListQuotes(argument: _qa_quote_ListQuotesRequest, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  listQuotes(argument: _qa_quote_ListQuotesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  listQuotes(argument: _qa_quote_ListQuotesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  listQuotes(argument: _qa_quote_ListQuotesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  listQuotes(argument: _qa_quote_ListQuotesRequest, callback: grpc.requestCallback<_qa_quote_ListQuotesReply__Output>): grpc.ClientUnaryCall;
  
  RetryAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  RetryAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  RetryAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  RetryAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  retryAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  retryAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  retryAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  retryAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  
  SavePreview(argument: _qa_quote_SavePreviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  SavePreview(argument: _qa_quote_SavePreviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  SavePreview(argument: _qa_quote_SavePreviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  SavePreview(argument: _qa_quote_SavePreviewRequest, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  savePreview(argument: _qa_quote_SavePreviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  savePreview(argument: _qa_quote_SavePreviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  savePreview(argument: _qa_quote_SavePreviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  savePreview(argument: _qa_quote_SavePreviewRequest, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientUnaryCall;
  
  SubmitQuote(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  SubmitQuote(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  SubmitQuote(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  SubmitQuote(callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  submitQuote(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  submitQuote(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  submitQuote(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  submitQuote(callback: grpc.requestCallback<_qa_quote_SubmitQuoteReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  
  TrackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  TrackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  TrackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  TrackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  trackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  trackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  trackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  trackAffiliateClick(argument: _qa_quote_AffiliateClickRequest, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  
}

export interface QuoteServiceHandlers extends grpc.UntypedServiceImplementation {
  AnalyzeAnonymous: grpc.handleClientStreamingCall<_qa_quote_UploadPart__Output, _qa_quote_AnonymousReply>;
  
  AwaitAnalysis: grpc.handleUnaryCall<_qa_quote_AwaitAnalysisRequest__Output, _qa_quote_QuoteDetail>;
  
  CreateComparison: grpc.handleUnaryCall<_qa_quote_CreateComparisonRequest__Output, _qa_quote_CreateComparisonReply>;
  
  GetAnalysis: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_QuoteDetail>;
  
  GetAnalysisMessage: grpc.handleUnaryCall<_qa_quote_AnalysisMessageRequest__Output, _qa_quote_ContractorMessage>;
  
  GetComparison: grpc.handleUnaryCall<_qa_quote_ComparisonRef__Output, _qa_quote_Comparison>;
  
  GetComparisonMessages: grpc.handleUnaryCall<_qa_quote_ComparisonMessagesRequest__Output, _qa_quote_ContractorMessages>;
  
  GetComparisonReport: grpc.handleUnaryCall<_qa_quote_ComparisonRef__Output, _qa_quote_ReportReply>;
  
  GetReport: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_ReportReply>;
  
  ListComparisons: grpc.handleUnaryCall<_qa_common_UserRef__Output, _qa_quote_ListComparisonsReply>;
  
  ListQuotes: grpc.handleUnaryCall<_qa_quote_ListQuotesRequest__Output, _qa_quote_ListQuotesReply>;
  
  RetryAnalysis: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_SubmitQuoteReply>;
  
  SavePreview: grpc.handleUnaryCall<_qa_quote_SavePreviewRequest__Output, _qa_quote_SubmitQuoteReply>;
  
  SubmitQuote: grpc.handleClientStreamingCall<_qa_quote_UploadPart__Output, _qa_quote_SubmitQuoteReply>;
  
  TrackAffiliateClick: grpc.handleUnaryCall<_qa_quote_AffiliateClickRequest__Output, _qa_common_Empty>;
  
}

export interface QuoteServiceDefinition extends grpc.ServiceDefinition {
  AnalyzeAnonymous: MethodDefinition<_qa_quote_UploadPart, _qa_quote_AnonymousReply, _qa_quote_UploadPart__Output, _qa_quote_AnonymousReply__Output>
  AwaitAnalysis: MethodDefinition<_qa_quote_AwaitAnalysisRequest, _qa_quote_QuoteDetail, _qa_quote_AwaitAnalysisRequest__Output, _qa_quote_QuoteDetail__Output>
  CreateComparison: MethodDefinition<_qa_quote_CreateComparisonRequest, _qa_quote_CreateComparisonReply, _qa_quote_CreateComparisonRequest__Output, _qa_quote_CreateComparisonReply__Output>
  GetAnalysis: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_QuoteDetail, _qa_quote_QuoteRef__Output, _qa_quote_QuoteDetail__Output>
  GetAnalysisMessage: MethodDefinition<_qa_quote_AnalysisMessageRequest, _qa_quote_ContractorMessage, _qa_quote_AnalysisMessageRequest__Output, _qa_quote_ContractorMessage__Output>
  GetComparison: MethodDefinition<_qa_quote_ComparisonRef, _qa_quote_Comparison, _qa_quote_ComparisonRef__Output, _qa_quote_Comparison__Output>
  GetComparisonMessages: MethodDefinition<_qa_quote_ComparisonMessagesRequest, _qa_quote_ContractorMessages, _qa_quote_ComparisonMessagesRequest__Output, _qa_quote_ContractorMessages__Output>
  GetComparisonReport: MethodDefinition<_qa_quote_ComparisonRef, _qa_quote_ReportReply, _qa_quote_ComparisonRef__Output, _qa_quote_ReportReply__Output>
  GetReport: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_ReportReply, _qa_quote_QuoteRef__Output, _qa_quote_ReportReply__Output>
  ListComparisons: MethodDefinition<_qa_common_UserRef, _qa_quote_ListComparisonsReply, _qa_common_UserRef__Output, _qa_quote_ListComparisonsReply__Output>
  ListQuotes: MethodDefinition<_qa_quote_ListQuotesRequest, _qa_quote_ListQuotesReply, _qa_quote_ListQuotesRequest__Output, _qa_quote_ListQuotesReply__Output>
  RetryAnalysis: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_SubmitQuoteReply, _qa_quote_QuoteRef__Output, _qa_quote_SubmitQuoteReply__Output>
  SavePreview: MethodDefinition<_qa_quote_SavePreviewRequest, _qa_quote_SubmitQuoteReply, _qa_quote_SavePreviewRequest__Output, _qa_quote_SubmitQuoteReply__Output>
  SubmitQuote: MethodDefinition<_qa_quote_UploadPart, _qa_quote_SubmitQuoteReply, _qa_quote_UploadPart__Output, _qa_quote_SubmitQuoteReply__Output>
  TrackAffiliateClick: MethodDefinition<_qa_quote_AffiliateClickRequest, _qa_common_Empty, _qa_quote_AffiliateClickRequest__Output, _qa_common_Empty__Output>
}
