// Original file: proto/admin.proto

import type { AnalyticsSummary as _qa_admin_AnalyticsSummary, AnalyticsSummary__Output as _qa_admin_AnalyticsSummary__Output } from '../../qa/admin/AnalyticsSummary';
import type { ProjectTypeShare as _qa_admin_ProjectTypeShare, ProjectTypeShare__Output as _qa_admin_ProjectTypeShare__Output } from '../../qa/admin/ProjectTypeShare';

export interface AnalyticsReply {
  'summary'?: (_qa_admin_AnalyticsSummary | null);
  'projectTypes'?: (_qa_admin_ProjectTypeShare)[];
}

export interface AnalyticsReply__Output {
  'summary': (_qa_admin_AnalyticsSummary__Output | null);
  'projectTypes': (_qa_admin_ProjectTypeShare__Output)[];
}
