import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActivityLogRow as _qa_admin_ActivityLogRow, ActivityLogRow__Output as _qa_admin_ActivityLogRow__Output } from './qa/admin/ActivityLogRow';
import type { ActivityLogRows as _qa_admin_ActivityLogRows, ActivityLogRows__Output as _qa_admin_ActivityLogRows__Output } from './qa/admin/ActivityLogRows';
import type { ActivityLogsRequest as _qa_admin_ActivityLogsRequest, ActivityLogsRequest__Output as _qa_admin_ActivityLogsRequest__Output } from './qa/admin/ActivityLogsRequest';
import type { AdminReportingServiceClient as _qa_admin_AdminReportingServiceClient, AdminReportingServiceDefinition as _qa_admin_AdminReportingServiceDefinition } from './qa/admin/AdminReportingService';
import type { AnalyticsReply as _qa_admin_AnalyticsReply, AnalyticsReply__Output as _qa_admin_AnalyticsReply__Output } from './qa/admin/AnalyticsReply';
import type { AnalyticsRequest as _qa_admin_AnalyticsRequest, AnalyticsRequest__Output as _qa_admin_AnalyticsRequest__Output } from './qa/admin/AnalyticsRequest';
import type { AnalyticsSummary as _qa_admin_AnalyticsSummary, AnalyticsSummary__Output as _qa_admin_AnalyticsSummary__Output } from './qa/admin/AnalyticsSummary';
import type { ExportReply as _qa_admin_ExportReply, ExportReply__Output as _qa_admin_ExportReply__Output } from './qa/admin/ExportReply';
import type { ExportRequest as _qa_admin_ExportRequest, ExportRequest__Output as _qa_admin_ExportRequest__Output } from './qa/admin/ExportRequest';
import type { ListUsersRequest as _qa_admin_ListUsersRequest, ListUsersRequest__Output as _qa_admin_ListUsersRequest__Output } from './qa/admin/ListUsersRequest';
import type { ProjectTypeShare as _qa_admin_ProjectTypeShare, ProjectTypeShare__Output as _qa_admin_ProjectTypeShare__Output } from './qa/admin/ProjectTypeShare';
import type { RebuildReply as _qa_admin_RebuildReply, RebuildReply__Output as _qa_admin_RebuildReply__Output } from './qa/admin/RebuildReply';
import type { RebuildRequest as _qa_admin_RebuildRequest, RebuildRequest__Output as _qa_admin_RebuildRequest__Output } from './qa/admin/RebuildRequest';
import type { TransactionRow as _qa_admin_TransactionRow, TransactionRow__Output as _qa_admin_TransactionRow__Output } from './qa/admin/TransactionRow';
import type { TransactionRows as _qa_admin_TransactionRows, TransactionRows__Output as _qa_admin_TransactionRows__Output } from './qa/admin/TransactionRows';
import type { TransactionsRequest as _qa_admin_TransactionsRequest, TransactionsRequest__Output as _qa_admin_TransactionsRequest__Output } from './qa/admin/TransactionsRequest';
import type { UserRow as _qa_admin_UserRow, UserRow__Output as _qa_admin_UserRow__Output } from './qa/admin/UserRow';
import type { UserRows as _qa_admin_UserRows, UserRows__Output as _qa_admin_UserRows__Output } from './qa/admin/UserRows';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  qa: {
    admin: {
      ActivityLogRow: MessageTypeDefinition<_qa_admin_ActivityLogRow, _qa_admin_ActivityLogRow__Output>
      ActivityLogRows: MessageTypeDefinition<_qa_admin_ActivityLogRows, _qa_admin_ActivityLogRows__Output>
      ActivityLogsRequest: MessageTypeDefinition<_qa_admin_ActivityLogsRequest, _qa_admin_ActivityLogsRequest__Output>
      AdminReportingService: SubtypeConstructor<typeof grpc.Client, _qa_admin_AdminReportingServiceClient> & { service: _qa_admin_AdminReportingServiceDefinition }
      AnalyticsReply: MessageTypeDefinition<_qa_admin_AnalyticsReply, _qa_admin_AnalyticsReply__Output>
      AnalyticsRequest: MessageTypeDefinition<_qa_admin_AnalyticsRequest, _qa_admin_AnalyticsRequest__Output>
      AnalyticsSummary: MessageTypeDefinition<_qa_admin_AnalyticsSummary, _qa_admin_AnalyticsSummary__Output>
      ExportReply: MessageTypeDefinition<_qa_admin_ExportReply, _qa_admin_ExportReply__Output>
      ExportRequest: MessageTypeDefinition<_qa_admin_ExportRequest, _qa_admin_ExportRequest__Output>
      ListUsersRequest: MessageTypeDefinition<_qa_admin_ListUsersRequest, _qa_admin_ListUsersRequest__Output>
      ProjectTypeShare: MessageTypeDefinition<_qa_admin_ProjectTypeShare, _qa_admin_ProjectTypeShare__Output>
      RebuildReply: MessageTypeDefinition<_qa_admin_RebuildReply, _qa_admin_RebuildReply__Output>
      RebuildRequest: MessageTypeDefinition<_qa_admin_RebuildRequest, _qa_admin_RebuildRequest__Output>
      TransactionRow: MessageTypeDefinition<_qa_admin_TransactionRow, _qa_admin_TransactionRow__Output>
      TransactionRows: MessageTypeDefinition<_qa_admin_TransactionRows, _qa_admin_TransactionRows__Output>
      TransactionsRequest: MessageTypeDefinition<_qa_admin_TransactionsRequest, _qa_admin_TransactionsRequest__Output>
      UserRow: MessageTypeDefinition<_qa_admin_UserRow, _qa_admin_UserRow__Output>
      UserRows: MessageTypeDefinition<_qa_admin_UserRows, _qa_admin_UserRows__Output>
    }
  }
}

