import type { DashboardFolder, DashboardRecord } from '@cairn/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, List, Modal, Popconfirm, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchDashboardShares,
  handoverDashboard,
  moveDashboards,
  removeDashboardShare,
  saveDashboardShare,
} from '../../../api/endpoints/dashboards.ts';
import { applyServerError } from '../../auth/server-error.ts';
import { dashboardKeys } from '../dashboard-keys.ts';

const TARGET_ERRORS = { A0400: 'target', A5205: 'target', A5212: 'target', A5223: 'target' };

export function MoveModal({
  record,
  folders,
  onClose,
}: {
  record: DashboardRecord;
  folders: DashboardFolder[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [folderId, setFolderId] = useState(record.folderId ?? 0);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('dashboard.list.moveTitle', { title: record.title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await moveDashboards([record.code], folderId);
          void message.success(t('dashboard.list.moved'));
          await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
          onClose();
        } catch {
          // Shown by the client.
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor="dash-move-folder">{t('dashboard.list.folder')}</label>
      <Select
        id="dash-move-folder"
        style={{ width: '100%', marginTop: 8 }}
        value={folderId}
        onChange={setFolderId}
        options={[
          { value: 0, label: t('dashboard.list.noFolder') },
          ...folders.map((f) => ({ value: f.id, label: f.name })),
        ]}
      />
    </Modal>
  );
}

export function HandoverModal({ record, onClose }: { record: DashboardRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ target: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('dashboard.handover.title', { title: record.title })}
      okText={t('dashboard.handover.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('dashboard.handover.warning')} style={{ margin: '16px 0' }} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ target }) => {
          setBusy(true);
          try {
            await handoverDashboard(record.code, target.trim());
            void message.success(t('dashboard.handover.done', { target: target.trim() }));
            await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
            onClose();
          } catch (error) {
            applyServerError(form, error, TARGET_ERRORS);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="target"
          label={t('dashboard.share.target')}
          rules={[{ required: true, whitespace: true, message: t('dashboard.share.targetRequired') }]}
        >
          <Input autoFocus autoComplete="off" maxLength={254} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Shares a dashboard to view or to edit, and lists and ends its shares. */
export function ShareModal({ record, onClose }: { record: DashboardRecord; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ target: string; edit: boolean }>();
  const shares = useQuery({
    queryKey: dashboardKeys.shares(record.code),
    queryFn: () => fetchDashboardShares(record.code),
  });
  const [busy, setBusy] = useState(false);
  const reload = () => void shares.refetch();
  return (
    <Modal
      open
      title={t('dashboard.share.title', { title: record.title })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="inline"
        requiredMark={false}
        initialValues={{ edit: false }}
        style={{ margin: '16px 0', rowGap: 8 }}
        onFinish={async ({ target, edit }) => {
          setBusy(true);
          try {
            await saveDashboardShare(record.code, target.trim(), edit);
            form.resetFields();
            reload();
          } catch (error) {
            applyServerError(form, error, TARGET_ERRORS);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="target"
          style={{ flex: 1, minWidth: 200 }}
          rules={[{ required: true, whitespace: true, message: t('dashboard.share.targetRequired') }]}
        >
          <Input aria-label={t('dashboard.share.target')} placeholder={t('dashboard.share.target')} />
        </Form.Item>
        <Form.Item name="edit" valuePropName="checked" label={t('dashboard.share.edit')}>
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('dashboard.share.add')}
        </Button>
      </Form>
      <List
        loading={shares.isLoading}
        locale={{ emptyText: t('dashboard.share.none') }}
        dataSource={shares.data ?? []}
        renderItem={(share) => (
          <List.Item
            actions={[
              <Switch
                key="edit"
                checked={share.edit}
                checkedChildren={t('dashboard.share.edit')}
                unCheckedChildren={t('dashboard.share.view')}
                aria-label={`${share.name} ${t('dashboard.share.edit')}`}
                onChange={(edit) =>
                  void saveDashboardShare(record.code, share.email ?? share.name, edit).then(reload, reload)
                }
              />,
              <Popconfirm
                key="remove"
                title={t('dashboard.share.removeConfirm', { name: share.name })}
                okText={t('dashboard.share.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => removeDashboardShare(record.code, share.userId).then(reload, reload)}
              >
                <Button type="link" danger size="small">
                  {t('dashboard.share.remove')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={share.name} description={share.email ?? undefined} />
            <Typography.Text type="secondary">
              {share.edit ? t('dashboard.share.edit') : t('dashboard.share.view')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}
