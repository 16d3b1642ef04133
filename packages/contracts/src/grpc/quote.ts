import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from './qa/common/AnalysisResult';
import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from './qa/common/ClientContext';
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from './qa/common/Empty';
import type { Issue as _qa_common_Issue, Issue__Output as _qa_common_Issue__Output } from './qa/common/Issue';
import type { PageSource as _qa_common_PageSource, PageSource__Output as _qa_common_PageSource__Output } from './qa/common/PageSource';
import type { PriceLine as _qa_common_PriceLine, PriceLine__Output as _qa_common_PriceLine__Output } from './qa/common/PriceLine';
import type { StoredFile as _qa_common_StoredFile, StoredFile__Output as _qa_common_StoredFile__Output } from './qa/common/StoredFile';
import type { Summary as _qa_common_Summary, Summary__Output as _qa_common_Summary__Output } from './qa/common/Summary';
import type { UserRef as _qa_common_UserRef, UserRef__Output as _qa_common_UserRef__Output } from './qa/common/UserRef';
import type { AffiliateClickRequest as _qa_quote_AffiliateClickRequest, AffiliateClickRequest__Output as _qa_quote_AffiliateClickRequest__Output } from './qa/quote/AffiliateClickRequest';
import type { AnonymousReply as _qa_quote_AnonymousReply, AnonymousReply__Output as _qa_quote_AnonymousReply__Output } from './qa/quote/AnonymousReply';
import type { FileChunk as _qa_quote_FileChunk, FileChunk__Output as _qa_quote_FileChunk__Output } from './qa/quote/FileChunk';
import type { FormField as _qa_quote_FormField, FormField__Output as _qa_quote_FormField__Output } from './qa/quote/FormField';
import type { ListQuotesReply as _qa_quote_ListQuotesReply, ListQuotesReply__Output as _qa_quote_ListQuotesReply__Output } from './qa/quote/ListQuotesReply';
import type { ListQuotesRequest as _qa_quote_ListQuotesRequest, ListQuotesRequest__Output as _qa_quote_ListQuotesRequest__Output } from './qa/quote/ListQuotesRequest';
import type { PreviewIssue as _qa_quote_PreviewIssue, PreviewIssue__Output as _qa_quote_PreviewIssue__Output } from './qa/quote/PreviewIssue';
import type { QuoteDetail as _qa_quote_QuoteDetail, QuoteDetail__Output as _qa_quote_QuoteDetail__Output } from './qa/quote/QuoteDetail';
import type { QuoteRef as _qa_quote_QuoteRef, QuoteRef__Output as _qa_quote_QuoteRef__Output } from './qa/quote/QuoteRef';
import type { QuoteServiceClient as _qa_quote_QuoteServiceClient, QuoteServiceDefinition as _qa_quote_QuoteServiceDefinition } from './qa/quote/QuoteService';
import type { QuoteSummary as _qa_quote_QuoteSummary, QuoteSummary__Output as _qa_quote_QuoteSummary__Output } from './qa/quote/QuoteSummary';
import type { ReportReply as _qa_quote_ReportReply, ReportReply__Output as _qa_quote_ReportReply__Output } from './qa/quote/ReportReply';
import type { SavePreviewRequest as _qa_quote_SavePreviewRequest, SavePreviewRequest__Output as _qa_quote_SavePreviewRequest__Output } from './qa/quote/SavePreviewRequest';
import type { SubmitQuoteReply as _qa_quote_SubmitQuoteReply, SubmitQuoteReply__Output as _qa_quote_SubmitQuoteReply__Output } from './qa/quote/SubmitQuoteReply';
import type { UploadHeader as _qa_quote_UploadHeader, UploadHeader__Output as _qa_quote_UploadHeader__Output } from './qa/quote/UploadHeader';
import type { UploadPart as _qa_quote_UploadPart, UploadPart__Output as _qa_quote_UploadPart__Output } from './qa/quote/UploadPart';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  qa: {
    common: {
      AnalysisResult: MessageTypeDefinition<_qa_common_AnalysisResult, _qa_common_AnalysisResult__Output>
      ClientContext: MessageTypeDefinition<_qa_common_ClientContext, _qa_common_ClientContext__Output>
      Empty: MessageTypeDefinition<_qa_common_Empty, _qa_common_Empty__Output>
      Issue: MessageTypeDefinition<_qa_common_Issue, _qa_common_Issue__Output>
      PageSource: MessageTypeDefinition<_qa_common_PageSource, _qa_common_PageSource__Output>
      PriceLine: MessageTypeDefinition<_qa_common_PriceLine, _qa_common_PriceLine__Output>
      StoredFile: MessageTypeDefinition<_qa_common_StoredFile, _qa_common_StoredFile__Output>
      Summary: MessageTypeDefinition<_qa_common_Summary, _qa_common_Summary__Output>
      UserRef: MessageTypeDefinition<_qa_common_UserRef, _qa_common_UserRef__Output>
    }
    quote: {
      AffiliateClickRequest: MessageTypeDefinition<_qa_quote_AffiliateClickRequest, _qa_quote_AffiliateClickRequest__Output>
      AnonymousReply: MessageTypeDefinition<_qa_quote_AnonymousReply, _qa_quote_AnonymousReply__Output>
      FileChunk: MessageTypeDefinition<_qa_quote_FileChunk, _qa_quote_FileChunk__Output>
      FormField: MessageTypeDefinition<_qa_quote_FormField, _qa_quote_FormField__Output>
      ListQuotesReply: MessageTypeDefinition<_qa_quote_ListQuotesReply, _qa_quote_ListQuotesReply__Output>
      ListQuotesRequest: MessageTypeDefinition<_qa_quote_ListQuotesRequest, _qa_quote_ListQuotesRequest__Output>
      PreviewIssue: MessageTypeDefinition<_qa_quote_PreviewIssue, _qa_quote_PreviewIssue__Output>
      QuoteDetail: MessageTypeDefinition<_qa_quote_QuoteDetail, _qa_quote_QuoteDetail__Output>
      QuoteRef: MessageTypeDefinition<_qa_quote_QuoteRef, _qa_quote_QuoteRef__Output>
      QuoteService: SubtypeConstructor<typeof grpc.Client, _qa_quote_QuoteServiceClient> & { service: _qa_quote_QuoteServiceDefinition }
      QuoteSummary: MessageTypeDefinition<_qa_quote_QuoteSummary, _qa_quote_QuoteSummary__Output>
      ReportReply: MessageTypeDefinition<_qa_quote_ReportReply, _qa_quote_ReportReply__Output>
      SavePreviewRequest: MessageTypeDefinition<_qa_quote_SavePreviewRequest, _qa_quote_SavePreviewRequest__Output>
      SubmitQuoteReply: MessageTypeDefinition<_qa_quote_SubmitQuoteReply, _qa_quote_SubmitQuoteReply__Output>
      UploadHeader: MessageTypeDefinition<_qa_quote_UploadHeader, _qa_quote_UploadHeader__Output>
      UploadPart: MessageTypeDefinition<_qa_quote_UploadPart, _qa_quote_UploadPart__Output>
    }
  }
}

