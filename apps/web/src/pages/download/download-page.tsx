import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  DOWNLOAD_SUBTYPE_AUDIT,
  DOWNLOAD_SUBTYPE_CODING,
  DOWNLOAD_SUBTYPE_CROSS,
  DOWNLOAD_SUBTYPE_PAGE_REPORT,
  DOWNLOAD_SUBTYPE_PRIZE_CLAIMS,
  DOWNLOAD_SUBTYPE_RED_ENVELOPE,
  DOWNLOAD_SUBTYPE_SAMPLE,
  DOWNLOAD_SUBTYPE_TAGS,
  DOWNLOAD_SUBTYPE_WORDCLOUD,
  type DownloadStatus,
  type DownloadTask,
} from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Progress, Result, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchDownloads,
  markDownloadsRead,
  removeDownload,
  signDownload,
} from '../../api/endpoints/exports.ts';
import { DOWNLOADS_KEY, DOWNLOADS_RED_KEY } from './download-keys.ts';

/** While a task is waiting or generating the list is asked for again this often. */
const POLL_MS = 2000;

/** What a task makes, by its subType (10, raw data, is the default: a survey's or a dashboard's). */
type TaskKind =
  | 'pageReport'
  | 'crossTables'
  | 'wordcloud'
  | 'coding'
  | 'tags'
  | 'audit'
  | 'redEnvelope'
  | 'sample'
  | 'prizeClaims';
const TASK_KIND: Record<number, TaskKind> = {
  [DOWNLOAD_SUBTYPE_PAGE_REPORT]: 'pageReport',
  [DOWNLOAD_SUBTYPE_CROSS]: 'crossTables',
  [DOWNLOAD_SUBTYPE_WORDCLOUD]: 'wordcloud',
  [DOWNLOAD_SUBTYPE_CODING]: 'coding',
  [DOWNLOAD_SUBTYPE_TAGS]: 'tags',
  [DOWNLOAD_SUBTYPE_AUDIT]: 'audit',
  [DOWNLOAD_SUBTYPE_RED_ENVELOPE]: 'redEnvelope',
  [DOWNLOAD_SUBTYPE_SAMPLE]: 'sample',
  [DOWNLOAD_SUBTYPE_PRIZE_CLAIMS]: 'prizeClaims',
};

const STATUS_COLOR: Record<DownloadStatus, string> = {
  waiting: 'default',
  generating: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};

export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const isPending = (task: DownloadTask) => task.status === 'waiting' || task.status === 'generating';

/** /download: the caller's download tasks with status and progress; download and remove. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useQuery({
    queryKey: [...DOWNLOADS_KEY, page, pageSize],
    queryFn: () => fetchDownloads(page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.records.some(isPending) ? POLL_MS : false),
  });
  const unreadIds = (list.data?.records ?? []).filter((r) => r.unread).map((r) => r.id);
  const unreadKey = unreadIds.join(',');
  // Seeing a finished task in the list reads it: the top bar's badge goes out.
  useEffect(() => {
    if (!unreadKey) return;
    void markDownloadsRead(unreadKey.split(',').map(Number)).then(() =>
      queryClient.invalidateQueries({ queryKey: DOWNLOADS_RED_KEY }),
    );
  }, [unreadKey, queryClient]);
  const remove = useMutation({
    mutationFn: removeDownload,
    onSuccess: () => {
      void message.success(t('reportExport.download.removed'));
      void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    },
  });
  const download = useMutation({
    mutationFn: signDownload,
    onSuccess: ({ url, fileName }) => {
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
    },
  });

  if (list.isError && !list.data)
    return (
      <Result
        status="error"
        title={t('reportExport.download.loadError')}
        extra={<Button onClick={() => void list.refetch()}>{t('reportExport.download.retry')}</Button>}
      />
    );

  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Card title={t('reportExport.download.title')}>
        <Table<DownloadTask>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: <Empty description={t('reportExport.download.empty')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (p, size) => {
              setPage(p);
              setPageSize(size);
            },
          }}
          columns={[
            {
              title: t('reportExport.download.name'),
              key: 'name',
              render: (_, task) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{task.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t(`reportExport.download.${TASK_KIND[task.subType] ?? 'rawData'}`)}
                    {task.fileName ? ` · ${task.fileName}` : ''}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('reportExport.download.status'),
              key: 'status',
              width: 220,
              render: (_, task) =>
                task.status === 'generating' ? (
                  <Progress percent={task.progress} size="small" status="active" />
                ) : (
                  <Space direction="vertical" size={0}>
                    <Tag color={STATUS_COLOR[task.status]}>{t(`reportExport.download.${task.status}`)}</Tag>
                    {task.status === 'failed' && task.error ? (
                      <Typography.Text type="danger">{task.error}</Typography.Text>
                    ) : null}
                    {task.expiresAt ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('reportExport.download.keptUntil', {
                          time: new Date(task.expiresAt).toLocaleDateString(),
                        })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                ),
            },
            {
              title: t('reportExport.download.size'),
              key: 'size',
              width: 130,
              render: (_, task) => (
                <Space direction="vertical" size={0}>
                  <span>{formatSize(task.size)}</span>
                  {task.rows !== null ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('reportExport.download.rows', { count: task.rows })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            {
              title: t('reportExport.download.createdAt'),
              key: 'createdAt',
              width: 190,
              render: (_, task) => new Date(task.createdAt).toLocaleString(),
            },
            {
              title: t('reportExport.download.actions'),
              key: 'actions',
              width: 200,
              render: (_, task) => (
                <Space>
                  <Button
                    type="link"
                    icon={<DownloadOutlined />}
                    disabled={task.status !== 'done'}
                    loading={download.isPending && download.variables === task.id}
                    onClick={() => download.mutate(task.id)}
                  >
                    {t('reportExport.download.download')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('reportExport.download.remove')} ${task.name}`}
                    onClick={() =>
                      modal.confirm({
                        title: t('reportExport.download.removeConfirm'),
                        onOk: () => remove.mutateAsync(task.id),
                      })
                    }
                  >
                    {t('reportExport.download.remove')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
