import { StarFilled, StarOutlined } from '@ant-design/icons';
import { type ProjectPage, type ProjectRecord, ProjectType } from '@cairn/contract';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFullTime, formatUpdateTime } from './format-time.ts';
import { PAGE_SIZES } from './paging.ts';
import { designPathOf, ProjectRowActions } from './project-row-actions.tsx';
import { grantedRights, type RowAction } from './row-actions.ts';
import { StatusBadge } from './status-badge.tsx';
import { useIsPhone } from './use-is-phone.ts';

interface ProjectTableProps {
  page: ProjectPage;
  isFetching: boolean;
  /** Someone else's projects: show their owner and what the caller may do. */
  showOwner: boolean;
  onPageChange(page: number, pageSize: number): void;
  onAction(action: RowAction, record: ProjectRecord): void;
  onStar(record: ProjectRecord): void;
}

function UpdatedAt({ time }: { time: number }) {
  return (
    <time dateTime={new Date(time).toISOString()} title={formatFullTime(time)}>
      {formatUpdateTime(time)}
    </time>
  );
}

function OwnerLine({ record }: { record: ProjectRecord }) {
  const { t } = useTranslation();
  const rights = grantedRights(record.rights);
  return (
    <div className="project-owner">
      <span className="project-owner__name">{t('project.ownedBy', { name: record.ownerName })}</span>
      {rights.map((right) => (
        <Tag key={right} color="cyan" variant="filled">
          {t(`share.right.${right}`)}
        </Tag>
      ))}
      {rights.length === 0 && <Tag variant="filled">{t('share.readOnly')}</Tag>}
    </div>
  );
}

/** The project list: starred first (the server's order), paged, one menu of actions per row. */
export function ProjectTable(props: ProjectTableProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { page } = props;

  const columns: TableColumnsType<ProjectRecord> = [
    {
      key: 'star',
      width: isPhone ? 40 : 48,
      render: (_, r) => (
        <Button
          type="text"
          size="small"
          className={`star-toggle${r.starred ? ' star-toggle--on' : ''}`}
          icon={r.starred ? <StarFilled /> : <StarOutlined />}
          aria-pressed={r.starred}
          aria-label={t(r.starred ? 'project.unstar' : 'project.star', { title: r.title })}
          onClick={() => props.onStar(r)}
        />
      ),
    },
    {
      key: 'title',
      title: t('project.column.title'),
      render: (_, r) => (
        <div className="project-title">
          <div className="project-title__line">
            <Link to={designPathOf(r.code)} className="project-title__link" title={r.title}>
              {r.title}
            </Link>
            {r.projectType === ProjectType.DISCUSSION && (
              <Tag color="purple" className="project-title__type">
                {t('project.type.discussionShort')}
              </Tag>
            )}
          </div>
          {/* Someone else's project: whose it is and what the caller may do, under the title. */}
          {props.showOwner && <OwnerLine record={r} />}
          {/* Phones hide the status and time columns; the same facts sit under the title. */}
          <div className="project-title__meta">
            <StatusBadge record={r} />
            <UpdatedAt time={r.updateTime} />
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('project.column.status'),
      width: 210,
      responsive: ['md'],
      render: (_, r) => <StatusBadge record={r} />,
    },
    {
      key: 'answers',
      title: t('project.column.answers'),
      dataIndex: 'answerCount',
      width: 100,
      align: 'right',
      responsive: ['md'],
    },
    {
      key: 'updated',
      title: t('project.column.updated'),
      width: 130,
      responsive: ['md'],
      render: (_, r) => <UpdatedAt time={r.updateTime} />,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('project.column.actions')}</span>,
      // Phones show the menu button only (the title opens the project).
      width: isPhone ? 44 : 100,
      align: 'right',
      render: (_, r) => <ProjectRowActions record={r} onAction={props.onAction} />,
    },
  ];

  return (
    <Table<ProjectRecord>
      className="project-table"
      size={isPhone ? 'small' : undefined}
      rowKey="code"
      columns={columns}
      dataSource={page.records}
      loading={props.isFetching}
      tableLayout="fixed"
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: page.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: page.total > PAGE_SIZES[0]!,
        hideOnSinglePage: page.total <= PAGE_SIZES[0]!,
        showTotal: (total) => t('project.total', { count: total }),
        onChange: props.onPageChange,
      }}
    />
  );
}
