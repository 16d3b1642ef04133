// The admin lists' table: rows keyed by id, a page of pageSize rows, each row tagged for the browser tests, a
// message when there are none, and a horizontal scroll on screens narrower than the table's width.
import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType } from 'antd';

interface AdminTableProps<Row> {
  rows: Row[] | undefined;
  columns: TableColumnsType<Row>;
  loading?: boolean;
  pageSize?: number;
  /** Below this width (px) the table scrolls sideways rather than squeezing its columns. */
  width: number;
  empty: string;
  rowTestId: string;
}

export function AdminTable<Row extends { id: string }>({
  rows,
  columns,
  loading,
  pageSize = 25,
  width,
  empty,
  rowTestId,
}: AdminTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows ?? []}
      pagination={{ pageSize, hideOnSinglePage: true }}
      scroll={{ x: width }}
      locale={{ emptyText: empty }}
      onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
      columns={columns}
    />
  );
}
