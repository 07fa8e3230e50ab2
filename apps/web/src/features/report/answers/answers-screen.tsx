import './answers.css';
import type { AnswerStatus } from '@cairn/contract';
import { App, Button, Empty, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerDrawer } from './answer-drawer.tsx';
import { AnswerGrid } from './answer-grid.tsx';
import { AnswersToolbar } from './answers-toolbar.tsx';
import { gridColumns, nextSort } from './grid-columns.ts';
import { MarkModal, type MarkRequest } from './mark-modal.tsx';
import { type AnswerFilter, useAnswerChanges, useAnswerColumns, useAnswerRows } from './use-answers.ts';

/** Report → response data: the response table, one response's drawer, mark and delete. */
export function AnswersScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [filter, setFilter] = useState<AnswerFilter>({
    status: 'all',
    search: '',
    sort: 'submittedAt',
    order: 'desc',
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [markRequest, setMarkRequest] = useState<MarkRequest | null>(null);
  const columnsQuery = useAnswerColumns(code);
  const rowsQuery = useAnswerRows(code, filter);
  const { mark, remove } = useAnswerChanges(code);
  const columns = useMemo(() => gridColumns(columnsQuery.data ?? []), [columnsQuery.data]);
  const rows = useMemo(() => rowsQuery.data?.pages.flatMap((page) => page.records) ?? [], [rowsQuery.data]);
  const total = rowsQuery.data?.pages[0]?.total ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rowsQuery;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const changeFilter = (patch: Partial<AnswerFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      rows.length > 0 && rows.every((r) => current.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id)),
    );

  const confirmRemove = (ids: string[]) =>
    modal.confirm({
      title: t('reportAnswers.remove.title', { count: ids.length }),
      content: t('reportAnswers.remove.content'),
      okText: t('reportAnswers.remove.ok'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { removed } = await remove.mutateAsync(ids);
        void message.success(t('reportAnswers.remove.done', { count: removed }));
        setSelected(new Set());
        if (openId && ids.includes(openId)) setOpenId(null);
      },
    });
  const submitMark = (reason: string) => {
    if (!markRequest) return;
    mark.mutate(
      { ...markRequest, reason },
      {
        onSuccess: ({ changed }) => {
          void message.success(
            changed > 0
              ? t('reportAnswers.mark.done', { count: changed })
              : t('reportAnswers.mark.unchanged'),
          );
          setMarkRequest(null);
          setSelected(new Set());
        },
      },
    );
  };

  const isFiltered = filter.status !== 'all' || filter.search !== '';
  let body: ReactNode;
  if (rowsQuery.isPending || columnsQuery.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (rowsQuery.isError || columnsQuery.isError)
    body = (
      <Result
        status="warning"
        title={t('reportAnswers.grid.loadError')}
        extra={
          <Button onClick={() => void Promise.all([rowsQuery.refetch(), columnsQuery.refetch()])}>
            {t('reportAnswers.grid.retry')}
          </Button>
        }
      />
    );
  else if (rows.length === 0)
    body = (
      <Empty
        className="answers-empty"
        description={t(isFiltered ? 'reportAnswers.grid.noMatch' : 'reportAnswers.grid.empty')}
      >
        {isFiltered ? null : (
          <Typography.Text type="secondary">{t('reportAnswers.grid.emptyHint')}</Typography.Text>
        )}
      </Empty>
    );
  else
    body = (
      <AnswerGrid
        rows={rows}
        total={total ?? rows.length}
        columns={columns}
        hasMore={hasNextPage}
        isLoadingMore={isFetchingNextPage}
        loadMore={loadMore}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        sort={filter}
        onSort={(key) => changeFilter(nextSort(filter, key))}
        onOpen={setOpenId}
      />
    );

  return (
    <section aria-label={t('reportAnswers.title')}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('reportAnswers.title')}
      </Typography.Title>
      <AnswersToolbar
        status={filter.status}
        onStatus={(status: AnswerStatus | 'all') => changeFilter({ status })}
        onSearch={(search) => changeFilter({ search })}
        total={total}
        filterName={rowsQuery.data?.pages[0]?.filter?.name ?? null}
        selected={selected.size}
        onMark={(invalid) => setMarkRequest({ ids: [...selected], invalid })}
        onRemove={() => confirmRemove([...selected])}
      />
      {body}
      <AnswerDrawer
        code={code}
        id={openId}
        onClose={() => setOpenId(null)}
        onMark={(ids, invalid) => setMarkRequest({ ids, invalid })}
        onRemove={confirmRemove}
      />
      <MarkModal
        request={markRequest}
        isSaving={mark.isPending}
        onOk={submitMark}
        onCancel={() => setMarkRequest(null)}
      />
    </section>
  );
}
