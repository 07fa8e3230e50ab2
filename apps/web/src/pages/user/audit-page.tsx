import { DownloadOutlined } from '@ant-design/icons';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditRecord,
  auditActionLabels,
  formatAuditDetail,
} from '@cairn/contract';
import { Alert, Button, Card, DatePicker, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAudit, useAuditExport, useDepartments } from '../../features/org/org-queries.ts';
import { currentLang } from '../../i18n/index.ts';

/**
 * /user/audit: the organisation's audit log for its admins, filtered by action and days; each detail
 * said as a sentence, and the export a download-centre task.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLang();
  const [action, setAction] = useState<AuditAction | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  // Whole local days: from the first day's start to the day after the last.
  const filter = {
    action,
    from: range?.[0]?.startOf('day').valueOf(),
    to: range?.[1]?.add(1, 'day').startOf('day').valueOf(),
  };
  const { data, isPending, isError } = useAudit({ ...filter, page, pageSize });

  const exporting = useAuditExport();
  const departments = useDepartments();
  const departmentNames = new Map((departments.data?.departments ?? []).map((d) => [d.id, d.name]));
  const names = { department: (id: number) => departmentNames.get(id) };

  return (
    <Card
      title={t('org.audit.title')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate(filter)}
        >
          {exporting.isPending ? t('org.audit.exporting') : t('org.audit.export')}
        </Button>
      }
    >
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={t('org.audit.exportCreated')}
          action={<Link to="/download">{t('org.audit.toDownloads')}</Link>}
        />
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<AuditAction>
          allowClear
          placeholder={t('org.audit.allActions')}
          aria-label={t('org.audit.action')}
          style={{ minWidth: 200 }}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabels[a][lang] }))}
        />
        <DatePicker.RangePicker
          aria-label={t('org.audit.range')}
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
        />
      </Space>
      <Table<AuditRecord>
        rowKey="id"
        loading={isPending}
        dataSource={data?.records ?? []}
        locale={{ emptyText: isError ? t('org.audit.loadFailed') : t('org.audit.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
        columns={[
          {
            title: t('org.audit.time'),
            dataIndex: 'createdAt',
            width: 190,
            render: (v: string) => new Date(v).toLocaleString(i18n.language),
          },
          {
            title: t('org.audit.action'),
            dataIndex: 'action',
            width: 150,
            render: (v: AuditAction) => auditActionLabels[v]?.[lang] ?? v,
          },
          { title: t('org.audit.actor'), dataIndex: 'actorName', render: (v: string | null) => v ?? '—' },
          {
            title: t('org.audit.target'),
            dataIndex: 'targetName',
            width: 110,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('org.audit.detail'),
            dataIndex: 'detail',
            render: (v: Record<string, unknown>, record) => (
              <Typography.Text style={{ wordBreak: 'break-word' }}>
                {formatAuditDetail(record.action, v, lang, names)}
              </Typography.Text>
            ),
          },
          { title: t('org.audit.ip'), dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
