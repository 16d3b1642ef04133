// Original file: proto/analysis.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from '../../qa/common/AnalysisResult';
import type { AnalyzeRequest as _qa_analysis_AnalyzeRequest, AnalyzeRequest__Output as _qa_analysis_AnalyzeRequest__Output } from '../../qa/analysis/AnalyzeRequest';
import type { ComparisonReportRequest as _qa_analysis_ComparisonReportRequest, ComparisonReportRequest__Output as _qa_analysis_ComparisonReportRequest__Output } from '../../qa/analysis/ComparisonReportRequest';
import type { DescribeTradeRequest as _qa_analysis_DescribeTradeRequest, DescribeTradeRequest__Output as _qa_analysis_DescribeTradeRequest__Output } from '../../qa/analysis/DescribeTradeRequest';
import type { ReportReply as _qa_analysis_ReportReply, ReportReply__Output as _qa_analysis_ReportReply__Output } from '../../qa/analysis/ReportReply';
import type { ReportRequest as _qa_analysis_ReportRequest, ReportRequest__Output as _qa_analysis_ReportRequest__Output } from '../../qa/analysis/ReportRequest';
import type { TradeDescription as _qa_analysis_TradeDescription, TradeDescription__Output as _qa_analysis_TradeDescription__Output } from '../../qa/analysis/TradeDescription';

export interface AnalysisServiceClient extends grpc.Client {
  Analyze(argument: _qa_analysis_AnalyzeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  Analyze(argument: _qa_analysis_AnalyzeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  Analyze(argument: _qa_analysis_AnalyzeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  Analyze(argument: _qa_analysis_AnalyzeRequest, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  analyze(argument: _qa_analysis_AnalyzeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  analyze(argument: _qa_analysis_AnalyzeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  analyze(argument: _qa_analysis_AnalyzeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  analyze(argument: _qa_analysis_AnalyzeRequest, callback: grpc.requestCallback<_qa_common_AnalysisResult__Output>): grpc.ClientUnaryCall;
  
  DescribeTrade(argument: _qa_analysis_DescribeTradeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  DescribeTrade(argument: _qa_analysis_DescribeTradeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  DescribeTrade(argument: _qa_analysis_DescribeTradeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  DescribeTrade(argument: _qa_analysis_DescribeTradeRequest, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  describeTrade(argument: _qa_analysis_DescribeTradeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  describeTrade(argument: _qa_analysis_DescribeTradeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  describeTrade(argument: _qa_analysis_DescribeTradeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  describeTrade(argument: _qa_analysis_DescribeTradeRequest, callback: grpc.requestCallback<_qa_analysis_TradeDescription__Output>): grpc.ClientUnaryCall;
  
  RenderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderComparisonReport(argument: _qa_analysis_ComparisonReportRequest, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  
  RenderReport(argument: _qa_analysis_ReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderReport(argument: _qa_analysis_ReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderReport(argument: _qa_analysis_ReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  RenderReport(argument: _qa_analysis_ReportRequest, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderReport(argument: _qa_analysis_ReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderReport(argument: _qa_analysis_ReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderReport(argument: _qa_analysis_ReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  renderReport(argument: _qa_analysis_ReportRequest, callback: grpc.requestCallback<_qa_analysis_ReportReply__Output>): grpc.ClientUnaryCall;
  
}

export interface AnalysisServiceHandlers extends grpc.UntypedServiceImplementation {
  Analyze: grpc.handleUnaryCall<_qa_analysis_AnalyzeRequest__Output, _qa_common_AnalysisResult>;
  
  DescribeTrade: grpc.handleUnaryCall<_qa_analysis_DescribeTradeRequest__Output, _qa_analysis_TradeDescription>;
  
  RenderComparisonReport: grpc.handleUnaryCall<_qa_analysis_ComparisonReportRequest__Output, _qa_analysis_ReportReply>;
  
  RenderReport: grpc.handleUnaryCall<_qa_analysis_ReportRequest__Output, _qa_analysis_ReportReply>;
  
}

export interface AnalysisServiceDefinition extends grpc.ServiceDefinition {
  Analyze: MethodDefinition<_qa_analysis_AnalyzeRequest, _qa_common_AnalysisResult, _qa_analysis_AnalyzeRequest__Output, _qa_common_AnalysisResult__Output>
  DescribeTrade: MethodDefinition<_qa_analysis_DescribeTradeRequest, _qa_analysis_TradeDescription, _qa_analysis_DescribeTradeRequest__Output, _qa_analysis_TradeDescription__Output>
  RenderComparisonReport: MethodDefinition<_qa_analysis_ComparisonReportRequest, _qa_analysis_ReportReply, _qa_analysis_ComparisonReportRequest__Output, _qa_analysis_ReportReply__Output>
  RenderReport: MethodDefinition<_qa_analysis_ReportRequest, _qa_analysis_ReportReply, _qa_analysis_ReportRequest__Output, _qa_analysis_ReportReply__Output>
}
