import type { CleaningRun } from '@cairn/contract';
import { App, Button, Empty, Popconfirm, Result, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCleaningRuns, useUndoCleaning } from './cleaning-queries.ts';
import { RULE_TITLE_KEY } from './rule-titles.ts';

/** The cleaning log, newest first, with undo on apply runs still in force. */
export function CleaningRunsTable({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const runs = useCleaningRuns(code);
  const undo = useUndoCleaning(code);
  if (runs.isError)
    return (
      <Result
        status="warning"
        title={t('reportCleaning.runs.error')}
        extra={<Button onClick={() => runs.refetch()}>{t('reportCleaning.runs.retry')}</Button>}
      />
    );
  const columns = [
    { title: '#', dataIndex: 'id', width: 64 },
    {
      title: t('reportCleaning.runs.at'),
      dataIndex: 'at',
      render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('reportCleaning.runs.user'),
      dataIndex: 'userName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('reportCleaning.runs.kind'),
      key: 'kind',
      render: (_: unknown, run: CleaningRun) =>
        run.kind === 'undo'
          ? t('reportCleaning.runs.undoOf', { id: run.undoOf })
          : t('reportCleaning.runs.apply'),
    },
    {
      title: t('reportCleaning.runs.rules'),
      key: 'rules',
      render: (_: unknown, run: CleaningRun) =>
        run.rules.map((rule) => <Tag key={rule.type}>{t(RULE_TITLE_KEY[rule.type])}</Tag>),
    },
    { title: t('reportCleaning.runs.affected'), dataIndex: 'affected' },
    {
      title: '',
      key: 'undo',
      render: (_: unknown, run: CleaningRun) => {
        if (run.kind !== 'apply') return null;
        if (run.undoneAt !== null) return <Tag>{t('reportCleaning.runs.undone')}</Tag>;
        return (
          <Popconfirm
            title={t('reportCleaning.runs.undoConfirm')}
            onConfirm={async () => {
              const done = await undo.mutateAsync(run.id);
              message.success(t('reportCleaning.runs.undoDone', { count: done.restored }));
            }}
          >
            <Button size="small" loading={undo.isPending && undo.variables === run.id}>
              {t('reportCleaning.runs.undoButton')}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];
  return (
    <Table<CleaningRun>
      size="small"
      rowKey="id"
      loading={runs.isPending}
      columns={columns}
      dataSource={runs.data ?? []}
      locale={{ emptyText: <Empty description={t('reportCleaning.runs.empty')} /> }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
