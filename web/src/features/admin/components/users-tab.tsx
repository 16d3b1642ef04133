import { useEffect, useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import { SearchOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../components/native-select';
import { formatCents, formatDate } from '../../../lib/format';
import type { useAdminUsers } from '../api';
import type { AdminUserRow, SortOrder, UserSortBy } from '../types';
import { AdminTable } from './admin-table';

const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS = [
  { value: 'totalSpend', label: 'Total Spend' },
  { value: 'totalUploads', label: 'Total Uploads' },
  { value: 'joinDate', label: 'Join Date' },
] as const;

function fullName(r: AdminUserRow): string {
  return [r.firstName, r.lastName].filter((p) => p && p.trim()).join(' ') || '—';
}

export interface UserQueryParams {
  sortBy: UserSortBy;
  order: SortOrder;
  search: string;
}

interface UsersTabProps {
  params: UserQueryParams;
  onParamsChange: (params: UserQueryParams) => void;
  query: ReturnType<typeof useAdminUsers>;
}

export function UsersTab({ params, onParamsChange, query }: UsersTabProps) {
  const [searchText, setSearchText] = useState(params.search);

  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    const search = searchText.trim();
    if (search === params.search) return;
    const timer = window.setTimeout(() => onParamsChange({ ...params, search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, params, onParamsChange]);

  return (
    <div className="qa-card qa-admin-panel" data-testid="admin-users-tab">
      <div className="qa-admin-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search users..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className="qa-admin-toolbar__search"
          data-testid="admin-user-search"
        />
        <NativeSelect
          aria-label="Sort users by"
          value={params.sortBy}
          options={SORT_OPTIONS}
          onChange={(v) => onParamsChange({ ...params, sortBy: v as UserSortBy })}
          testId="admin-user-sort"
        />
        <Tooltip title={params.order === 'desc' ? 'Descending' : 'Ascending'}>
          <Button
            icon={params.order === 'desc' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
            onClick={() => onParamsChange({ ...params, order: params.order === 'desc' ? 'asc' : 'desc' })}
            aria-label={`Sort order: ${params.order === 'desc' ? 'descending' : 'ascending'}`}
            data-testid="admin-user-order"
            data-order={params.order}
          />
        </Tooltip>
      </div>
      {query.isLoading ? (
        <p className="qa-admin-empty" data-testid="admin-users-loading">
          Loading users...
        </p>
      ) : (
        <AdminTable<AdminUserRow>
          rows={query.data}
          pageSize={20}
          width={720}
          empty="No users found"
          rowTestId="admin-user-row"
          columns={[
            { title: 'User', key: 'user', render: (_, r) => <strong>{fullName(r)}</strong> },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            { title: 'Total Uploads', dataIndex: 'totalUploads', key: 'totalUploads', align: 'right' },
            {
              title: 'Total Spend',
              key: 'totalSpend',
              align: 'right',
              render: (_, r) => formatCents(r.totalSpend),
            },
            { title: 'Join Date', key: 'createdAt', render: (_, r) => formatDate(r.createdAt) },
          ]}
        />
      )}
    </div>
  );
}
