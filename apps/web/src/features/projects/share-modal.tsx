import './share-modal.css';
import type { ProjectRecord, ProjectShare } from '@cairn/contract';
import { Avatar, Button, Form, Input, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../auth/server-error.ts';
import { useRemoveShare, useSaveShare, useUpdateShare } from './project-mutations.ts';
import { useShares } from './project-queries.ts';
import { type ShareRights, ShareRightsToggles } from './share-rights.tsx';

const NO_RIGHTS: ShareRights = { edit: false, report: false, launch: false };
/** Target problems are the user's to fix in the field, not a passing toast. */
const TARGET_ERRORS = { A0400: 'target', A5205: 'target', A5206: 'target', A5212: 'target' };

function ShareRow({ code, share }: { code: string; share: ProjectShare }) {
  const { t } = useTranslation();
  const update = useUpdateShare();
  const remove = useRemoveShare();
  return (
    <li className="share-row">
      <Avatar style={{ background: '#5b8c85', flex: 'none' }} aria-hidden="true">
        {share.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="share-row__main">
        <div className="share-row__name">{share.username}</div>
        {share.email && <div className="share-row__email">{share.email}</div>}
        <ShareRightsToggles
          value={share}
          owner={share.username}
          disabled={update.isPending}
          onChange={(rights) => update.mutate({ code, userId: share.userId, ...rights })}
        />
      </div>
      <Popconfirm
        title={t('share.removeConfirm', { name: share.username })}
        okText={t('share.remove')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onConfirm={() => remove.mutateAsync({ code, userId: share.userId }).catch(() => undefined)}
      >
        <Button type="link" danger size="small" aria-label={t('share.removeOf', { name: share.username })}>
          {t('share.remove')}
        </Button>
      </Popconfirm>
    </li>
  );
}

function ShareList({ code, shares }: { code: string; shares: ProjectShare[] }) {
  const { t } = useTranslation();
  if (shares.length === 0) return <Typography.Text type="secondary">{t('share.none')}</Typography.Text>;
  return (
    <ul className="share-list">
      {shares.map((share) => (
        <ShareRow key={share.userId} code={code} share={share} />
      ))}
    </ul>
  );
}

/** Shares a project with other users by account name or e-mail, and edits or ends their shares. */
export function ShareModal({ project, onClose }: { project: ProjectRecord; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ target: string }>();
  const [rights, setRights] = useState<ShareRights>(NO_RIGHTS);
  const shares = useShares(project.code);
  const save = useSaveShare();

  const onFinish = ({ target }: { target: string }) =>
    save.mutate(
      { code: project.code, target: target.trim(), ...rights },
      {
        onSuccess: () => {
          form.resetFields();
          setRights(NO_RIGHTS);
        },
        onError: (error) => applyServerError(form, error, TARGET_ERRORS),
      },
    );

  return (
    <Modal
      open
      title={t('share.title', { title: project.title })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('share.done')}
        </Button>
      }
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="share-form">
        <Form.Item
          name="target"
          label={t('share.target')}
          rules={[{ required: true, whitespace: true, message: t('share.targetRequired') }]}
        >
          <Input autoFocus autoComplete="off" maxLength={254} placeholder={t('share.targetPlaceholder')} />
        </Form.Item>
        <div className="share-form__rights">
          <span className="share-form__rights-label">{t('share.rights')}</span>
          <ShareRightsToggles value={rights} onChange={setRights} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('share.add')}
          </Button>
        </div>
        <Typography.Text type="secondary" className="share-form__hint">
          {t('share.readHint')}
        </Typography.Text>
      </Form>
      <Typography.Title level={5} className="share-list__title">
        {t('share.current')}
      </Typography.Title>
      {shares.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : (
        <ShareList code={project.code} shares={shares.data ?? []} />
      )}
    </Modal>
  );
}
