import '../../features/dashboard/dashboard.css';
import { DASHBOARD_TITLE_MAX } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createDashboard } from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { useDashboardFolders } from '../../features/dashboard/dashboard-queries.ts';

/** /dashboard/create: a name and a folder; the new dashboard opens on its data source tab. */
export function DashboardCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const folders = useDashboardFolders();
  const [busy, setBusy] = useState(false);
  return (
    <div className="dash-narrow dash-create">
      <Card title={<h1 className="dash-create__title">{t('dashboard.create.title')}</h1>}>
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ title: t('dashboard.untitled'), folderId: 0 }}
          onFinish={async ({ title, folderId }: { title: string; folderId: number }) => {
            setBusy(true);
            try {
              const created = await createDashboard({
                title: title.trim(),
                ...(folderId ? { folderId } : {}),
              });
              await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
              navigate(`/dashboard/${encodeURIComponent(created.code)}/setting`);
            } catch {
              // Shown by the client.
            } finally {
              setBusy(false);
            }
          }}
        >
          <Form.Item
            name="title"
            label={t('dashboard.create.name')}
            rules={[{ required: true, whitespace: true, message: t('dashboard.titleRequired') }]}
          >
            <Input autoFocus maxLength={DASHBOARD_TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item name="folderId" label={t('dashboard.create.folder')}>
            <Select
              loading={folders.isLoading}
              options={[
                { value: 0, label: t('dashboard.list.noFolder') },
                ...(folders.data?.folders ?? []).map((f) => ({ value: f.id, label: f.name })),
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('dashboard.create.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
