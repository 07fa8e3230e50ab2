import type { CodingReport } from '@cairn/contract';
import { App, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodingReportActions } from './coding-queries.ts';

interface Props {
  surveyCode: string;
  reports: CodingReport[];
}

/** The survey's coding reports with their column, type, status and counts; open or delete each. */
export function CodingReportTable({ surveyCode, reports }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { remove } = useCodingReportActions(surveyCode);
  const confirmRemove = (report: CodingReport) =>
    modal.confirm({
      title: t('reportCoding.list.removeConfirm', { name: report.name }),
      okText: t('reportCoding.list.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(report.id).then(() => void message.success(t('reportCoding.list.removed'))),
    });
  return (
    <Table<CodingReport>
      rowKey="id"
      dataSource={reports}
      pagination={false}
      size="middle"
      columns={[
        {
          title: t('reportCoding.list.name'),
          key: 'name',
          render: (_, r) => <Link to={String(r.id)}>{r.name}</Link>,
        },
        {
          title: t('reportCoding.list.column'),
          key: 'column',
          render: (_, r) =>
            r.columnLabel ?? (
              <Typography.Text type="warning">{t('reportCoding.list.columnGone')}</Typography.Text>
            ),
        },
        {
          title: t('reportCoding.list.type'),
          key: 'type',
          render: (_, r) => t(`reportCoding.types.t${r.type}`),
        },
        {
          title: t('reportCoding.list.status'),
          key: 'status',
          render: (_, r) => (
            <Tag color={r.status === 4 ? 'green' : 'blue'}>{t(`reportCoding.statuses.s${r.status}`)}</Tag>
          ),
        },
        { title: t('reportCoding.list.answers'), dataIndex: 'answerCount', align: 'right' },
        { title: t('reportCoding.list.coded'), dataIndex: 'codedCount', align: 'right' },
        { title: t('reportCoding.list.pending'), dataIndex: 'pendingCount', align: 'right' },
        {
          title: t('reportCoding.list.actions'),
          key: 'actions',
          render: (_, r) => (
            <Space>
              <Link to={String(r.id)} aria-label={`${t('reportCoding.list.open')} ${r.name}`}>
                {t('reportCoding.list.open')}
              </Link>
              <Button
                type="link"
                danger
                size="small"
                aria-label={`${t('reportCoding.list.remove')} ${r.name}`}
                onClick={() => confirmRemove(r)}
              >
                {t('reportCoding.list.remove')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
