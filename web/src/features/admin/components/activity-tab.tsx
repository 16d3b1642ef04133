import { useState } from 'react';
import { Button, Tag } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../components/native-select';
import { formatDateTime } from '../../../lib/format';
import { projectTypeLabel } from '../../../lib/project-types';
import { useActivityLogs } from '../api';
import type { ActivityFilter, ActivityLogRow } from '../types';
import { FieldError } from '../../../components/field-error';
import { AdminTable } from './admin-table';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All Activities' },
  { value: 'authenticated', label: 'Authenticated' },
  { value: 'anonymous', label: 'Anonymous' },
] as const;

/** "2 files, 340.5 KB", "1 file, 12.0 KB" or a dash when no size is known. */
export function filesAndSize(row: Pick<ActivityLogRow, 'fileCount' | 'fileSize'>): string {
  if (row.fileSize === null || row.fileSize === undefined) return '-';
  const count = row.fileCount ?? 1;
  return `${count} ${count === 1 ? 'file' : 'files'}, ${(row.fileSize / 1024).toFixed(1)} KB`;
}

export function ActivityTab() {
  const [pending, setPending] = useState<ActivityFilter>('all');
  const [applied, setApplied] = useState<ActivityFilter>('all');
  const query = useActivityLogs(applied);

  return (
    <div className="qa-card qa-admin-panel" data-testid="admin-activity-tab">
      <div className="qa-admin-toolbar">
        <NativeSelect
          aria-label="Activity type"
          value={pending}
          options={FILTER_OPTIONS}
          onChange={(v) => setPending(v as ActivityFilter)}
          testId="admin-activity-filter"
        />
        <Button
          icon={<FilterOutlined />}
          onClick={() => setApplied(pending)}
          data-testid="admin-activity-filter-button"
        >
          Filter
        </Button>
      </div>
      <FieldError message={query.isError ? 'Failed to fetch activity logs' : null} />
      <AdminTable<ActivityLogRow>
        rows={query.data?.logs}
        loading={query.isLoading}
        width={900}
        empty="No activity logs found"
        rowTestId="admin-activity-row"
        columns={[
          { title: 'Timestamp', key: 'createdAt', render: (_, r) => formatDateTime(r.createdAt) },
          {
            title: 'User Email',
            key: 'userEmail',
            render: (_, r) => r.userEmail || <span className="qa-muted">Not logged in</span>,
          },
          {
            title: 'Project Type',
            key: 'projectType',
            render: (_, r) => <Tag color="blue">{projectTypeLabel(r.projectType)}</Tag>,
          },
          { title: 'IP Address', dataIndex: 'ipAddress', key: 'ipAddress' },
          { title: 'Files & Size', key: 'files', render: (_, r) => filesAndSize(r) },
          {
            title: 'Type',
            key: 'uploadType',
            render: (_, r) => (
              <Tag color={r.uploadType === 'authenticated' ? 'purple' : 'default'}>
                {r.uploadType === 'authenticated' ? 'Authenticated' : 'Anonymous'}
              </Tag>
            ),
          },
          {
            title: 'Status',
            key: 'success',
            render: (_, r) => (
              <Tag color={r.success ? 'green' : 'red'}>{r.success ? 'Success' : 'Failed'}</Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
