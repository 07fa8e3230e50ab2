import { Table, type TableColumnsType } from 'antd';
import type { usePagedList } from './finance-queries.ts';
import { ListEmpty } from './list-states.tsx';

/**
 * A finance list as a table: the page's rows (the previous page kept while the next loads), the
 * pager, and the empty text of `ListEmpty` (nothing while loading, the failure with a retry, or the
 * list's own words). The statement, recharges, orders, withdrawals and invoices are each one.
 */
export function PagedTable<T extends { id: string | number }>({
  list,
  empty,
  columns,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  empty: string;
  columns: TableColumnsType<T>;
}) {
  const { query, pagination } = list;
  return (
    <Table<T>
      rowKey="id"
      loading={query.isFetching}
      dataSource={query.data?.records ?? []}
      pagination={pagination}
      locale={{
        emptyText: (
          <ListEmpty
            loading={query.isPending}
            failed={query.isError}
            text={empty}
            onRetry={() => query.refetch()}
          />
        ),
      }}
      columns={columns}
    />
  );
}
