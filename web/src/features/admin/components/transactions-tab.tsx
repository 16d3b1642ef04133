import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatCents, formatDateTime } from '../../../lib/format';
import { TRANSACTIONS_EXPORT_URL, useTransactions } from '../api';
import type { TransactionRow } from '../types';
import { FieldError } from '../../../components/field-error';
import { AdminTable } from './admin-table';

export function TransactionsTab() {
  const query = useTransactions();
  return (
    <div className="qa-card qa-admin-panel" data-testid="admin-transactions-tab">
      <div className="qa-admin-toolbar qa-admin-toolbar--spread">
        <h3 className="qa-subtitle">Transaction History</h3>
        <Button
          icon={<DownloadOutlined />}
          href={TRANSACTIONS_EXPORT_URL}
          download
          data-testid="admin-export-transactions"
        >
          Export Transactions
        </Button>
      </div>
      <FieldError message={query.isError ? 'Failed to fetch transactions' : null} />
      <AdminTable<TransactionRow>
        rows={query.data?.transactions}
        loading={query.isLoading}
        width={860}
        empty="No transactions found"
        rowTestId="admin-transaction-row"
        columns={[
          { title: 'User', dataIndex: 'userEmail', key: 'userEmail' },
          {
            title: 'Payment ID',
            key: 'paymentId',
            render: (_, r) => (
              <code className="qa-code">{r.paymentIntentId ?? r.stripePaymentIntentId ?? '-'}</code>
            ),
          },
          { title: 'Amount', key: 'amount', align: 'right', render: (_, r) => formatCents(r.amount) },
          { title: 'Credits', dataIndex: 'creditsAdded', key: 'creditsAdded', align: 'right' },
          {
            title: 'Environment',
            key: 'env',
            render: (_, r) => <Tag color={r.isTest ? 'gold' : 'green'}>{r.isTest ? 'TEST' : 'LIVE'}</Tag>,
          },
          {
            title: 'Status',
            key: 'status',
            render: (_, r) => (
              <Tag color={r.status === 'completed' || r.status === 'succeeded' ? 'green' : 'default'}>
                {r.status}
              </Tag>
            ),
          },
          { title: 'Date', key: 'createdAt', render: (_, r) => formatDateTime(r.createdAt) },
        ]}
      />
    </div>
  );
}
