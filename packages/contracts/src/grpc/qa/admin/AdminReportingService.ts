// Original file: proto/admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ActivityLogRows as _qa_admin_ActivityLogRows, ActivityLogRows__Output as _qa_admin_ActivityLogRows__Output } from '../../qa/admin/ActivityLogRows';
import type { ActivityLogsRequest as _qa_admin_ActivityLogsRequest, ActivityLogsRequest__Output as _qa_admin_ActivityLogsRequest__Output } from '../../qa/admin/ActivityLogsRequest';
import type { AnalyticsReply as _qa_admin_AnalyticsReply, AnalyticsReply__Output as _qa_admin_AnalyticsReply__Output } from '../../qa/admin/AnalyticsReply';
import type { AnalyticsRequest as _qa_admin_AnalyticsRequest, AnalyticsRequest__Output as _qa_admin_AnalyticsRequest__Output } from '../../qa/admin/AnalyticsRequest';
import type { ExportReply as _qa_admin_ExportReply, ExportReply__Output as _qa_admin_ExportReply__Output } from '../../qa/admin/ExportReply';
import type { ExportRequest as _qa_admin_ExportRequest, ExportRequest__Output as _qa_admin_ExportRequest__Output } from '../../qa/admin/ExportRequest';
import type { ListUsersRequest as _qa_admin_ListUsersRequest, ListUsersRequest__Output as _qa_admin_ListUsersRequest__Output } from '../../qa/admin/ListUsersRequest';
import type { RebuildReply as _qa_admin_RebuildReply, RebuildReply__Output as _qa_admin_RebuildReply__Output } from '../../qa/admin/RebuildReply';
import type { RebuildRequest as _qa_admin_RebuildRequest, RebuildRequest__Output as _qa_admin_RebuildRequest__Output } from '../../qa/admin/RebuildRequest';
import type { TransactionRows as _qa_admin_TransactionRows, TransactionRows__Output as _qa_admin_TransactionRows__Output } from '../../qa/admin/TransactionRows';
import type { TransactionsRequest as _qa_admin_TransactionsRequest, TransactionsRequest__Output as _qa_admin_TransactionsRequest__Output } from '../../qa/admin/TransactionsRequest';
import type { UserRows as _qa_admin_UserRows, UserRows__Output as _qa_admin_UserRows__Output } from '../../qa/admin/UserRows';

export interface AdminReportingServiceClient extends grpc.Client {
  ActivityLogs(argument: _qa_admin_ActivityLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  ActivityLogs(argument: _qa_admin_ActivityLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  ActivityLogs(argument: _qa_admin_ActivityLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  ActivityLogs(argument: _qa_admin_ActivityLogsRequest, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  activityLogs(argument: _qa_admin_ActivityLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  activityLogs(argument: _qa_admin_ActivityLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  activityLogs(argument: _qa_admin_ActivityLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  activityLogs(argument: _qa_admin_ActivityLogsRequest, callback: grpc.requestCallback<_qa_admin_ActivityLogRows__Output>): grpc.ClientUnaryCall;
  
  Analytics(argument: _qa_admin_AnalyticsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  Analytics(argument: _qa_admin_AnalyticsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  Analytics(argument: _qa_admin_AnalyticsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  Analytics(argument: _qa_admin_AnalyticsRequest, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  analytics(argument: _qa_admin_AnalyticsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  analytics(argument: _qa_admin_AnalyticsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  analytics(argument: _qa_admin_AnalyticsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  analytics(argument: _qa_admin_AnalyticsRequest, callback: grpc.requestCallback<_qa_admin_AnalyticsReply__Output>): grpc.ClientUnaryCall;
  
  Export(argument: _qa_admin_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  Export(argument: _qa_admin_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  Export(argument: _qa_admin_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  Export(argument: _qa_admin_ExportRequest, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  export(argument: _qa_admin_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  export(argument: _qa_admin_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  export(argument: _qa_admin_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  export(argument: _qa_admin_ExportRequest, callback: grpc.requestCallback<_qa_admin_ExportReply__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _qa_admin_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _qa_admin_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _qa_admin_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _qa_admin_ListUsersRequest, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _qa_admin_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _qa_admin_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _qa_admin_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _qa_admin_ListUsersRequest, callback: grpc.requestCallback<_qa_admin_UserRows__Output>): grpc.ClientUnaryCall;
  
  Rebuild(argument: _qa_admin_RebuildRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  Rebuild(argument: _qa_admin_RebuildRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  Rebuild(argument: _qa_admin_RebuildRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  Rebuild(argument: _qa_admin_RebuildRequest, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  rebuild(argument: _qa_admin_RebuildRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  rebuild(argument: _qa_admin_RebuildRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  rebuild(argument: _qa_admin_RebuildRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  rebuild(argument: _qa_admin_RebuildRequest, callback: grpc.requestCallback<_qa_admin_RebuildReply__Output>): grpc.ClientUnaryCall;
  
  Transactions(argument: _qa_admin_TransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  Transactions(argument: _qa_admin_TransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  Transactions(argument: _qa_admin_TransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  Transactions(argument: _qa_admin_TransactionsRequest, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  transactions(argument: _qa_admin_TransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  transactions(argument: _qa_admin_TransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  transactions(argument: _qa_admin_TransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  transactions(argument: _qa_admin_TransactionsRequest, callback: grpc.requestCallback<_qa_admin_TransactionRows__Output>): grpc.ClientUnaryCall;
  
}

export interface AdminReportingServiceHandlers extends grpc.UntypedServiceImplementation {
  ActivityLogs: grpc.handleUnaryCall<_qa_admin_ActivityLogsRequest__Output, _qa_admin_ActivityLogRows>;
  
  Analytics: grpc.handleUnaryCall<_qa_admin_AnalyticsRequest__Output, _qa_admin_AnalyticsReply>;
  
  Export: grpc.handleUnaryCall<_qa_admin_ExportRequest__Output, _qa_admin_ExportReply>;
  
  ListUsers: grpc.handleUnaryCall<_qa_admin_ListUsersRequest__Output, _qa_admin_UserRows>;
  
  Rebuild: grpc.handleUnaryCall<_qa_admin_RebuildRequest__Output, _qa_admin_RebuildReply>;
  
  Transactions: grpc.handleUnaryCall<_qa_admin_TransactionsRequest__Output, _qa_admin_TransactionRows>;
  
}

export interface AdminReportingServiceDefinition extends grpc.ServiceDefinition {
  ActivityLogs: MethodDefinition<_qa_admin_ActivityLogsRequest, _qa_admin_ActivityLogRows, _qa_admin_ActivityLogsRequest__Output, _qa_admin_ActivityLogRows__Output>
  Analytics: MethodDefinition<_qa_admin_AnalyticsRequest, _qa_admin_AnalyticsReply, _qa_admin_AnalyticsRequest__Output, _qa_admin_AnalyticsReply__Output>
  Export: MethodDefinition<_qa_admin_ExportRequest, _qa_admin_ExportReply, _qa_admin_ExportRequest__Output, _qa_admin_ExportReply__Output>
  ListUsers: MethodDefinition<_qa_admin_ListUsersRequest, _qa_admin_UserRows, _qa_admin_ListUsersRequest__Output, _qa_admin_UserRows__Output>
  Rebuild: MethodDefinition<_qa_admin_RebuildRequest, _qa_admin_RebuildReply, _qa_admin_RebuildRequest__Output, _qa_admin_RebuildReply__Output>
  Transactions: MethodDefinition<_qa_admin_TransactionsRequest, _qa_admin_TransactionRows, _qa_admin_TransactionsRequest__Output, _qa_admin_TransactionRows__Output>
}
