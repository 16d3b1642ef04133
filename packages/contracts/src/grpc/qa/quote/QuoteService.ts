// Original file: proto/quote.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AffiliateClickRequest as _qa_quote_AffiliateClickRequest, AffiliateClickRequest__Output as _qa_quote_AffiliateClickRequest__Output } from '../../qa/quote/AffiliateClickRequest';
import type { AnonymousReply as _qa_quote_AnonymousReply, AnonymousReply__Output as _qa_quote_AnonymousReply__Output } from '../../qa/quote/AnonymousReply';
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from '../../qa/common/Empty';
import type { ListQuotesReply as _qa_quote_ListQuotesReply, ListQuotesReply__Output as _qa_quote_ListQuotesReply__Output } from '../../qa/quote/ListQuotesReply';
import type { ListQuotesRequest as _qa_quote_ListQuotesRequest, ListQuotesRequest__Output as _qa_quote_ListQuotesRequest__Output } from '../../qa/quote/ListQuotesRequest';
import type { QuoteDetail as _qa_quote_QuoteDetail, QuoteDetail__Output as _qa_quote_QuoteDetail__Output } from '../../qa/quote/QuoteDetail';
import type { QuoteRef as _qa_quote_QuoteRef, QuoteRef__Output as _qa_quote_QuoteRef__Output } from '../../qa/quote/QuoteRef';
import type { ReportReply as _qa_quote_ReportReply, ReportReply__Output as _qa_quote_ReportReply__Output } from '../../qa/quote/ReportReply';
import type { SavePreviewRequest as _qa_quote_SavePreviewRequest, SavePreviewRequest__Output as _qa_quote_SavePreviewRequest__Output } from '../../qa/quote/SavePreviewRequest';
import type { SubmitQuoteReply as _qa_quote_SubmitQuoteReply, SubmitQuoteReply__Output as _qa_quote_SubmitQuoteReply__Output } from '../../qa/quote/SubmitQuoteReply';
import type { UploadPart as _qa_quote_UploadPart, UploadPart__Output as _qa_quote_UploadPart__Output } from '../../qa/quote/UploadPart';

export interface QuoteServiceClient extends grpc.Client {
  AnalyzeAnonymous(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  AnalyzeAnonymous(callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  analyzeAnonymous(callback: grpc.requestCallback<_qa_quote_AnonymousReply__Output>): grpc.ClientWritableStream<_qa_quote_UploadPart>;
  
  GetAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  GetAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  getAnalysis(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_QuoteDetail__Output>): grpc.ClientUnaryCall;
  
  GetReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  GetReport(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  getReport(argument: _qa_quote_QuoteRef, callback: grpc.requestCallback<_qa_quote_ReportReply__Output>): grpc.ClientUnaryCall;
  
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
  
  GetAnalysis: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_QuoteDetail>;
  
  GetReport: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_ReportReply>;
  
  ListQuotes: grpc.handleUnaryCall<_qa_quote_ListQuotesRequest__Output, _qa_quote_ListQuotesReply>;
  
  RetryAnalysis: grpc.handleUnaryCall<_qa_quote_QuoteRef__Output, _qa_quote_SubmitQuoteReply>;
  
  SavePreview: grpc.handleUnaryCall<_qa_quote_SavePreviewRequest__Output, _qa_quote_SubmitQuoteReply>;
  
  SubmitQuote: grpc.handleClientStreamingCall<_qa_quote_UploadPart__Output, _qa_quote_SubmitQuoteReply>;
  
  TrackAffiliateClick: grpc.handleUnaryCall<_qa_quote_AffiliateClickRequest__Output, _qa_common_Empty>;
  
}

export interface QuoteServiceDefinition extends grpc.ServiceDefinition {
  AnalyzeAnonymous: MethodDefinition<_qa_quote_UploadPart, _qa_quote_AnonymousReply, _qa_quote_UploadPart__Output, _qa_quote_AnonymousReply__Output>
  GetAnalysis: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_QuoteDetail, _qa_quote_QuoteRef__Output, _qa_quote_QuoteDetail__Output>
  GetReport: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_ReportReply, _qa_quote_QuoteRef__Output, _qa_quote_ReportReply__Output>
  ListQuotes: MethodDefinition<_qa_quote_ListQuotesRequest, _qa_quote_ListQuotesReply, _qa_quote_ListQuotesRequest__Output, _qa_quote_ListQuotesReply__Output>
  RetryAnalysis: MethodDefinition<_qa_quote_QuoteRef, _qa_quote_SubmitQuoteReply, _qa_quote_QuoteRef__Output, _qa_quote_SubmitQuoteReply__Output>
  SavePreview: MethodDefinition<_qa_quote_SavePreviewRequest, _qa_quote_SubmitQuoteReply, _qa_quote_SavePreviewRequest__Output, _qa_quote_SubmitQuoteReply__Output>
  SubmitQuote: MethodDefinition<_qa_quote_UploadPart, _qa_quote_SubmitQuoteReply, _qa_quote_UploadPart__Output, _qa_quote_SubmitQuoteReply__Output>
  TrackAffiliateClick: MethodDefinition<_qa_quote_AffiliateClickRequest, _qa_common_Empty, _qa_quote_AffiliateClickRequest__Output, _qa_common_Empty__Output>
}
