import './project-pages.css';
import { ArrowLeftOutlined, DeleteOutlined, RestOutlined, UndoOutlined } from '@ant-design/icons';
import { type ProjectRecord, ProjectType } from '@cairn/contract';
import { App, Button, Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFullTime, formatUpdateTime } from '../../features/projects/format-time.ts';
import { FIRST_PAGE, PAGE_SIZES, useStepBackWhenEmpty } from '../../features/projects/paging.ts';
import { useClearProject, useRestoreProject } from '../../features/projects/project-mutations.ts';
import { useRecycleList } from '../../features/projects/project-queries.ts';
import { ProjectSearch } from '../../features/projects/project-search.tsx';
import { useIsPhone } from '../../features/projects/use-is-phone.ts';
import { PageHeader } from '../../layouts/page-header.tsx';
import { ListSkeleton } from './project-list-states.tsx';

/** The recycle bin: the caller's deleted projects, to restore or delete for good. */
export function RecyclePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const isPhone = useIsPhone();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const list = useRecycleList({ ...paging, keyword: keyword || undefined });
  useStepBackWhenEmpty(list.data?.total, setPaging);
  const restore = useRestoreProject();
  const clear = useClearProject();

  const onRestore = (record: ProjectRecord) =>
    restore.mutate(record.code, {
      onSuccess: () => void message.success(t('project.restored', { title: record.title })),
    });

  // Permanent deletion cannot be undone, so it asks first and names the project (spec doc 1 §8).
  const onClear = (record: ProjectRecord) =>
    modal.confirm({
      title: t('recycle.deleteTitle'),
      content: t('recycle.deleteConfirm', { title: record.title }),
      okText: t('recycle.deleteForever'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        clear
          .mutateAsync(record.code)
          .then(() => void message.success(t('recycle.deleted', { title: record.title })))
          .catch(() => undefined),
    });

  const columns: TableColumnsType<ProjectRecord> = [
    {
      key: 'title',
      title: t('project.column.title'),
      render: (_, r) => (
        <div className="project-title__line">
          <span className="project-title__text" title={r.title}>
            {r.title}
          </span>
          {r.projectType === ProjectType.DISCUSSION && (
            <Tag color="purple">{t('project.type.discussionShort')}</Tag>
          )}
        </div>
      ),
    },
    {
      key: 'deleted',
      title: t('recycle.deletedAt'),
      width: 140,
      responsive: ['sm'],
      render: (_, r) => <span title={formatFullTime(r.updateTime)}>{formatUpdateTime(r.updateTime)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('project.column.actions')}</span>,
      // Phones keep the title readable with icon buttons (named for screen readers all the same).
      width: isPhone ? 88 : 224,
      align: 'right',
      render: (_, r) => (
        <span className="recycle-actions">
          <Button
            size="small"
            icon={isPhone ? <UndoOutlined /> : undefined}
            aria-label={t('recycle.restoreOf', { title: r.title })}
            onClick={() => onRestore(r)}
          >
            {isPhone ? null : t('recycle.restore')}
          </Button>
          <Button
            size="small"
            danger
            icon={isPhone ? <DeleteOutlined /> : undefined}
            aria-label={t('recycle.deleteOf', { title: r.title })}
            onClick={() => onClear(r)}
          >
            {isPhone ? null : t('recycle.deleteForever')}
          </Button>
        </span>
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title={t('recycle.title')}
        subtitle={t('recycle.subtitle')}
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/project')}>
            {t('recycle.back')}
          </Button>
        }
      />
      <div className="project-toolbar">
        <h2 className="project-toolbar__title">{t('recycle.listTitle')}</h2>
        <ProjectSearch
          onSearch={(value) => {
            setKeyword(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </div>
      {!data ? (
        <ListSkeleton />
      ) : data.total === 0 ? (
        <Card variant="outlined" styles={{ body: { padding: '56px 24px' } }}>
          <Empty
            image={<RestOutlined style={{ fontSize: 56, color: '#99c9c2' }} aria-hidden="true" />}
            styles={{ image: { height: 64, marginBottom: 12 } }}
            description={keyword ? t('project.noMatch', { keyword }) : t('recycle.empty')}
          />
        </Card>
      ) : (
        <Table<ProjectRecord>
          className="project-table"
          size={isPhone ? 'small' : undefined}
          rowKey="code"
          columns={columns}
          dataSource={data.records}
          loading={list.isPlaceholderData}
          tableLayout="fixed"
          pagination={{
            current: data.page,
            pageSize: data.pageSize,
            total: data.total,
            pageSizeOptions: PAGE_SIZES,
            hideOnSinglePage: data.total <= PAGE_SIZES[0]!,
            showTotal: (total) => t('project.total', { count: total }),
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      )}
    </>
  );
}
