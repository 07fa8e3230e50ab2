import type { HandoverCounts } from '@cairn/contract';
import { Alert, App, Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeirs, useLeave, useRemoveMember } from './org-members-api.ts';

/**
 * Leave or remove with handover: everything the leaver owns goes to the chosen member in one
 * transaction on the server. Without `member` the caller leaves themselves.
 */
export function TransferForm(props: {
  member?: { userId: number; name: string };
  onDone: (counts: HandoverCounts) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [heirId, setHeirId] = useState<number>();
  const heirs = useHeirs(keyword);
  const remove = useRemoveMember();
  const leave = useLeave();
  const pending = remove.isPending || leave.isPending;
  const candidates = (heirs.data ?? []).filter((h) => h.userId !== props.member?.userId);

  const submit = () => {
    if (!heirId) return;
    if (props.member) {
      remove.mutate({ userId: props.member.userId, heirId }, { onSuccess: props.onDone });
      return;
    }
    modal.confirm({
      title: t('orgMembers.leave'),
      content: t('orgMembers.transfer.confirmLeave'),
      okButtonProps: { danger: true },
      onOk: () => leave.mutateAsync({ heirId }).then(props.onDone),
    });
  };

  return (
    <Card
      title={
        props.member
          ? t('orgMembers.transfer.titleRemove', { name: props.member.name })
          : t('orgMembers.transfer.titleLeave')
      }
      style={{ maxWidth: 560 }}
    >
      <Alert type="warning" showIcon message={t('orgMembers.transfer.hint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('orgMembers.transfer.heir')} required>
          <Select
            showSearch
            aria-label={t('orgMembers.transfer.heir')}
            placeholder={t('orgMembers.transfer.heirPlaceholder')}
            filterOption={false}
            onSearch={setKeyword}
            loading={heirs.isLoading}
            value={heirId}
            onChange={setHeirId}
            options={candidates.map((h) => ({
              value: h.userId,
              label: h.departmentName ? `${h.username} · ${h.departmentName}` : h.username,
            }))}
          />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" disabled={!heirId} loading={pending}>
          {props.member ? t('orgMembers.transfer.submitRemove') : t('orgMembers.transfer.submitLeave')}
        </Button>
      </Form>
    </Card>
  );
}
