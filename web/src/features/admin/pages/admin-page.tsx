// /admin (spec §2). The server decides who is an admin: a failing users call shows Access Denied.
import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { SectionSpinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { USERS_EXPORT_URL, useAdminUsers, useAnalytics } from '../api';
import { AccessDenied } from '../components/access-denied';
import { ActivityTab } from '../components/activity-tab';
import { AnalyticsTab } from '../components/analytics-tab';
import { SummaryCards } from '../components/summary-cards';
import { TransactionsTab } from '../components/transactions-tab';
import { UsersTab, type UserQueryParams } from '../components/users-tab';
import type { AdminTab, RevenuePeriod } from '../types';

export function AdminPage() {
  const [tab, setTab] = useState<AdminTab>('users');
  const [period, setPeriod] = useState<RevenuePeriod>('7days');
  const [userParams, setUserParams] = useState<UserQueryParams>({
    sortBy: 'totalSpend',
    order: 'desc',
    search: '',
  });
  const users = useAdminUsers(userParams);
  const analytics = useAnalytics(period);
  useDocumentMeta('Admin Dashboard | Quote Analyzer');

  if (users.isError) return <AccessDenied />;
  if (users.isLoading && !users.data) {
    return <SectionSpinner label="Loading users..." testId="admin-loading" />;
  }

  return (
    <div className="qa-page qa-container qa-container--wide" data-testid="admin-page">
      <div className="qa-admin-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="qa-muted">Manage users and monitor activity</p>
        </div>
        <Button icon={<DownloadOutlined />} href={USERS_EXPORT_URL} download data-testid="admin-export-data">
          Export Data
        </Button>
      </div>

      <SummaryCards
        summary={analytics.data?.summary}
        isLoading={analytics.isLoading}
        period={period}
        onPeriodChange={setPeriod}
      />

      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as AdminTab)}
        className="qa-admin-tabs"
        items={[
          {
            key: 'users',
            label: <span data-testid="admin-tab-users">User Management</span>,
            children: <UsersTab params={userParams} onParamsChange={setUserParams} query={users} />,
          },
          {
            key: 'activity',
            label: <span data-testid="admin-tab-activity">Activity Logs</span>,
            children: <ActivityTab />,
          },
          {
            key: 'analytics',
            label: <span data-testid="admin-tab-analytics">Analytics</span>,
            children: <AnalyticsTab query={analytics} />,
          },
          {
            key: 'transactions',
            label: <span data-testid="admin-tab-transactions">Transactions</span>,
            children: <TransactionsTab />,
          },
        ]}
        destroyOnHidden
      />
    </div>
  );
}
