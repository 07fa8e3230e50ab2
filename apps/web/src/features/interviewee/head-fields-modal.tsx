import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type HeadField, ROLL_HEADS_MAX } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveDiscussion } from '../../api/endpoints/discussion-roll.ts';

/** A key for a new column: stable once saved, never shown (labels are what people see). */
function newKey(taken: readonly HeadField[]): string {
  for (let i = 1; ; i++) if (!taken.some((h) => h.key === `f${i}`)) return `f${i}`;
}

/** Checks the labels; null when they can be saved. */
export function headsProblem(heads: readonly HeadField[]): 'labelRequired' | 'labelRepeat' | null {
  if (heads.some((h) => h.label.trim() === '')) return 'labelRequired';
  const labels = heads.map((h) => h.label.trim().toLowerCase());
  return new Set(labels).size === labels.length ? null : 'labelRepeat';
}

/** The roll's custom columns: add, rename, reorder, remove; saved together. */
export function HeadFieldsModal(props: {
  code: string;
  heads: readonly HeadField[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [heads, setHeads] = useState<HeadField[]>(() => props.heads.map((h) => ({ ...h })));
  const [tried, setTried] = useState(false);
  const problem = headsProblem(heads);
  const save = useMutation({
    mutationFn: () =>
      saveDiscussion({
        surveyCode: props.code,
        heads: heads.map((h) => ({ key: h.key, label: h.label.trim() })),
      }),
    onSuccess: () => {
      void message.success(t('roll.heads.saved'));
      props.onSaved();
    },
    onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
  });
  const move = (i: number, by: number) =>
    setHeads((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  return (
    <Modal
      open
      title={t('roll.heads.title')}
      onCancel={props.onClose}
      okText={t('roll.save')}
      cancelText={t('roll.cancel')}
      confirmLoading={save.isPending}
      onOk={() => {
        setTried(true);
        if (!problem) save.mutate();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('roll.heads.intro')}</Typography.Paragraph>
      {heads.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roll.heads.empty')} />
      ) : null}
      <ol className="roll-heads">
        {heads.map((head, i) => (
          <li key={head.key} className="roll-heads__row">
            <Input
              aria-label={t('roll.heads.label')}
              placeholder={t('roll.heads.label')}
              value={head.label}
              maxLength={40}
              status={tried && head.label.trim() === '' ? 'error' : undefined}
              onChange={(e) =>
                setHeads((list) => list.map((h, j) => (j === i ? { ...h, label: e.target.value } : h)))
              }
            />
            <Space.Compact>
              <Button
                icon={<ArrowUpOutlined />}
                aria-label={t('roll.heads.up', { label: head.label })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <Button
                icon={<ArrowDownOutlined />}
                aria-label={t('roll.heads.down', { label: head.label })}
                disabled={i === heads.length - 1}
                onClick={() => move(i, 1)}
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('roll.heads.remove', { label: head.label })}
                onClick={() => setHeads((list) => list.filter((_, j) => j !== i))}
              />
            </Space.Compact>
          </li>
        ))}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={heads.length >= ROLL_HEADS_MAX}
        // A removed column's key is not reused in the same edit: its old values would come back.
        onClick={() => setHeads((list) => [...list, { key: newKey([...props.heads, ...list]), label: '' }])}
      >
        {t('roll.heads.add')}
      </Button>
      {tried && problem ? (
        <Alert className="roll-heads__problem" type="error" showIcon message={t(`roll.heads.${problem}`)} />
      ) : null}
    </Modal>
  );
}
