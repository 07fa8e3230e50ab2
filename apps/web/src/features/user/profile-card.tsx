import type { User } from '@cairn/contract';
import { Button, Card, Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './avatar-upload.tsx';
import { ContactEditModal, type ContactField } from './contact-edit-modal.tsx';
import { NameEditModal } from './name-edit-modal.tsx';

function EditableValue({
  value,
  onEdit,
  editLabel,
}: {
  value: string | null;
  onEdit: () => void;
  editLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      {value ? (
        <span>{value}</span>
      ) : (
        <Typography.Text type="secondary">{t('common.notSet')}</Typography.Text>
      )}
      <Button type="link" size="small" onClick={onEdit} aria-label={editLabel} style={{ padding: 0 }}>
        {t('common.edit')}
      </Button>
    </span>
  );
}

/** Account facts (code, edition) and the editable picture, name, e-mail and mobile. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ContactField | null>(null);
  const [renaming, setRenaming] = useState(false);
  const isEnterprise = user.level > 0;

  const items: DescriptionsProps['items'] = [
    { key: 'avatar', label: t('profileEdit.avatar'), children: <AvatarUpload user={user} /> },
    {
      key: 'username',
      label: t('user.username'),
      children: (
        <EditableValue
          value={user.username}
          onEdit={() => setRenaming(true)}
          editLabel={t('profileEdit.editName')}
        />
      ),
    },
    {
      key: 'userCode',
      label: t('user.userCode'),
      children: (
        <Typography.Text copyable={{ tooltips: [t('common.copy'), t('common.copied')] }}>
          {user.userCode}
        </Typography.Text>
      ),
    },
    {
      key: 'level',
      label: t('user.level'),
      children: (
        <Tag color={isEnterprise ? 'gold' : 'default'} variant="filled">
          {isEnterprise ? t('user.levelEnterprise') : t('user.levelFree')}
        </Tag>
      ),
    },
    {
      key: 'email',
      label: t('user.email'),
      children: (
        <EditableValue
          value={user.email}
          onEdit={() => setEditing('email')}
          editLabel={t('user.editEmail')}
        />
      ),
    },
    {
      key: 'mobile',
      label: t('user.mobile'),
      children: (
        <EditableValue
          value={user.mobile}
          onEdit={() => setEditing('mobile')}
          editLabel={t('user.editMobile')}
        />
      ),
    },
  ];

  return (
    <Card title={t('user.profile')}>
      <Descriptions column={1} colon={false} items={items} styles={{ label: { width: 140 } }} />
      <ContactEditModal
        key={editing ?? 'closed'}
        field={editing}
        current={editing ? user[editing] : null}
        onClose={() => setEditing(null)}
      />
      <NameEditModal open={renaming} current={user.username} onClose={() => setRenaming(false)} />
    </Card>
  );
}
