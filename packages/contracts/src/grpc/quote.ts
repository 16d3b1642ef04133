import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

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
import type { AffiliateClickRequest as _qa_quote_AffiliateClickRequest, AffiliateClickRequest__Output as _qa_quote_AffiliateClickRequest__Output } from './qa/quote/AffiliateClickRequest';
import type { AnalysisMessageRequest as _qa_quote_AnalysisMessageRequest, AnalysisMessageRequest__Output as _qa_quote_AnalysisMessageRequest__Output } from './qa/quote/AnalysisMessageRequest';
import type { AnonymousReply as _qa_quote_AnonymousReply, AnonymousReply__Output as _qa_quote_AnonymousReply__Output } from './qa/quote/AnonymousReply';
import type { AwaitAnalysisRequest as _qa_quote_AwaitAnalysisRequest, AwaitAnalysisRequest__Output as _qa_quote_AwaitAnalysisRequest__Output } from './qa/quote/AwaitAnalysisRequest';
import type { Comparison as _qa_quote_Comparison, Comparison__Output as _qa_quote_Comparison__Output } from './qa/quote/Comparison';
import type { ComparisonCell as _qa_quote_ComparisonCell, ComparisonCell__Output as _qa_quote_ComparisonCell__Output } from './qa/quote/ComparisonCell';
import type { ComparisonColumn as _qa_quote_ComparisonColumn, ComparisonColumn__Output as _qa_quote_ComparisonColumn__Output } from './qa/quote/ComparisonColumn';
import type { ComparisonGap as _qa_quote_ComparisonGap, ComparisonGap__Output as _qa_quote_ComparisonGap__Output } from './qa/quote/ComparisonGap';
import type { ComparisonMessagesRequest as _qa_quote_ComparisonMessagesRequest, ComparisonMessagesRequest__Output as _qa_quote_ComparisonMessagesRequest__Output } from './qa/quote/ComparisonMessagesRequest';
import type { ComparisonRef as _qa_quote_ComparisonRef, ComparisonRef__Output as _qa_quote_ComparisonRef__Output } from './qa/quote/ComparisonRef';
import type { ComparisonRow as _qa_quote_ComparisonRow, ComparisonRow__Output as _qa_quote_ComparisonRow__Output } from './qa/quote/ComparisonRow';
import type { ComparisonSummary as _qa_quote_ComparisonSummary, ComparisonSummary__Output as _qa_quote_ComparisonSummary__Output } from './qa/quote/ComparisonSummary';
import type { ContractorMessage as _qa_quote_ContractorMessage, ContractorMessage__Output as _qa_quote_ContractorMessage__Output } from './qa/quote/ContractorMessage';
import type { ContractorMessages as _qa_quote_ContractorMessages, ContractorMessages__Output as _qa_quote_ContractorMessages__Output } from './qa/quote/ContractorMessages';
import type { CreateComparisonReply as _qa_quote_CreateComparisonReply, CreateComparisonReply__Output as _qa_quote_CreateComparisonReply__Output } from './qa/quote/CreateComparisonReply';
import type { CreateComparisonRequest as _qa_quote_CreateComparisonRequest, CreateComparisonRequest__Output as _qa_quote_CreateComparisonRequest__Output } from './qa/quote/CreateComparisonRequest';
import type { FileChunk as _qa_quote_FileChunk, FileChunk__Output as _qa_quote_FileChunk__Output } from './qa/quote/FileChunk';
import type { FormField as _qa_quote_FormField, FormField__Output as _qa_quote_FormField__Output } from './qa/quote/FormField';
import type { LikeForLike as _qa_quote_LikeForLike, LikeForLike__Output as _qa_quote_LikeForLike__Output } from './qa/quote/LikeForLike';
import type { ListComparisonsReply as _qa_quote_ListComparisonsReply, ListComparisonsReply__Output as _qa_quote_ListComparisonsReply__Output } from './qa/quote/ListComparisonsReply';
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
    quote: {
      AffiliateClickRequest: MessageTypeDefinition<_qa_quote_AffiliateClickRequest, _qa_quote_AffiliateClickRequest__Output>
      AnalysisMessageRequest: MessageTypeDefinition<_qa_quote_AnalysisMessageRequest, _qa_quote_AnalysisMessageRequest__Output>
      AnonymousReply: MessageTypeDefinition<_qa_quote_AnonymousReply, _qa_quote_AnonymousReply__Output>
      AwaitAnalysisRequest: MessageTypeDefinition<_qa_quote_AwaitAnalysisRequest, _qa_quote_AwaitAnalysisRequest__Output>
      Comparison: MessageTypeDefinition<_qa_quote_Comparison, _qa_quote_Comparison__Output>
      ComparisonCell: MessageTypeDefinition<_qa_quote_ComparisonCell, _qa_quote_ComparisonCell__Output>
      ComparisonColumn: MessageTypeDefinition<_qa_quote_ComparisonColumn, _qa_quote_ComparisonColumn__Output>
      ComparisonGap: MessageTypeDefinition<_qa_quote_ComparisonGap, _qa_quote_ComparisonGap__Output>
      ComparisonMessagesRequest: MessageTypeDefinition<_qa_quote_ComparisonMessagesRequest, _qa_quote_ComparisonMessagesRequest__Output>
      ComparisonRef: MessageTypeDefinition<_qa_quote_ComparisonRef, _qa_quote_ComparisonRef__Output>
      ComparisonRow: MessageTypeDefinition<_qa_quote_ComparisonRow, _qa_quote_ComparisonRow__Output>
      ComparisonSummary: MessageTypeDefinition<_qa_quote_ComparisonSummary, _qa_quote_ComparisonSummary__Output>
      ContractorMessage: MessageTypeDefinition<_qa_quote_ContractorMessage, _qa_quote_ContractorMessage__Output>
      ContractorMessages: MessageTypeDefinition<_qa_quote_ContractorMessages, _qa_quote_ContractorMessages__Output>
      CreateComparisonReply: MessageTypeDefinition<_qa_quote_CreateComparisonReply, _qa_quote_CreateComparisonReply__Output>
      CreateComparisonRequest: MessageTypeDefinition<_qa_quote_CreateComparisonRequest, _qa_quote_CreateComparisonRequest__Output>
      FileChunk: MessageTypeDefinition<_qa_quote_FileChunk, _qa_quote_FileChunk__Output>
      FormField: MessageTypeDefinition<_qa_quote_FormField, _qa_quote_FormField__Output>
      LikeForLike: MessageTypeDefinition<_qa_quote_LikeForLike, _qa_quote_LikeForLike__Output>
      ListComparisonsReply: MessageTypeDefinition<_qa_quote_ListComparisonsReply, _qa_quote_ListComparisonsReply__Output>
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

