import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnalysisServiceClient as _qa_analysis_AnalysisServiceClient, AnalysisServiceDefinition as _qa_analysis_AnalysisServiceDefinition } from './qa/analysis/AnalysisService';
import type { AnalyzeRequest as _qa_analysis_AnalyzeRequest, AnalyzeRequest__Output as _qa_analysis_AnalyzeRequest__Output } from './qa/analysis/AnalyzeRequest';
import type { ChecklistItem as _qa_analysis_ChecklistItem, ChecklistItem__Output as _qa_analysis_ChecklistItem__Output } from './qa/analysis/ChecklistItem';
import type { ComparisonReportRequest as _qa_analysis_ComparisonReportRequest, ComparisonReportRequest__Output as _qa_analysis_ComparisonReportRequest__Output } from './qa/analysis/ComparisonReportRequest';
import type { DescribeTradeRequest as _qa_analysis_DescribeTradeRequest, DescribeTradeRequest__Output as _qa_analysis_DescribeTradeRequest__Output } from './qa/analysis/DescribeTradeRequest';
import type { ReportCell as _qa_analysis_ReportCell, ReportCell__Output as _qa_analysis_ReportCell__Output } from './qa/analysis/ReportCell';
import type { ReportReply as _qa_analysis_ReportReply, ReportReply__Output as _qa_analysis_ReportReply__Output } from './qa/analysis/ReportReply';
import type { ReportRequest as _qa_analysis_ReportRequest, ReportRequest__Output as _qa_analysis_ReportRequest__Output } from './qa/analysis/ReportRequest';
import type { ReportRow as _qa_analysis_ReportRow, ReportRow__Output as _qa_analysis_ReportRow__Output } from './qa/analysis/ReportRow';
import type { TradeDescription as _qa_analysis_TradeDescription, TradeDescription__Output as _qa_analysis_TradeDescription__Output } from './qa/analysis/TradeDescription';
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
    analysis: {
      AnalysisService: SubtypeConstructor<typeof grpc.Client, _qa_analysis_AnalysisServiceClient> & { service: _qa_analysis_AnalysisServiceDefinition }
      AnalyzeRequest: MessageTypeDefinition<_qa_analysis_AnalyzeRequest, _qa_analysis_AnalyzeRequest__Output>
      ChecklistItem: MessageTypeDefinition<_qa_analysis_ChecklistItem, _qa_analysis_ChecklistItem__Output>
      ComparisonReportRequest: MessageTypeDefinition<_qa_analysis_ComparisonReportRequest, _qa_analysis_ComparisonReportRequest__Output>
      DescribeTradeRequest: MessageTypeDefinition<_qa_analysis_DescribeTradeRequest, _qa_analysis_DescribeTradeRequest__Output>
      ReportCell: MessageTypeDefinition<_qa_analysis_ReportCell, _qa_analysis_ReportCell__Output>
      ReportReply: MessageTypeDefinition<_qa_analysis_ReportReply, _qa_analysis_ReportReply__Output>
      ReportRequest: MessageTypeDefinition<_qa_analysis_ReportRequest, _qa_analysis_ReportRequest__Output>
      ReportRow: MessageTypeDefinition<_qa_analysis_ReportRow, _qa_analysis_ReportRow__Output>
      TradeDescription: MessageTypeDefinition<_qa_analysis_TradeDescription, _qa_analysis_TradeDescription__Output>
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

