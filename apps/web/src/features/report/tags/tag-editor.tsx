import { TAG_NAME_MAX, type Tag } from '@cairn/contract';
import { ColorPicker, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';

export interface TagDraft {
  name: string;
  color: string | null;
  words: string[];
  match: 'any' | 'all';
}

interface Props {
  open: boolean;
  /** The tag being edited; null: a new one. */
  tag: Tag | null;
  saving: boolean;
  onSave: (draft: TagDraft) => Promise<unknown>;
  onClose: () => void;
}

/** Words typed one per line or separated by commas (Chinese or Latin ones), blanks dropped. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,，、]/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

/** The create / edit dialog: name, colour, and the "contains words" rule (empty: by hand only). */
export function TagEditor({ open, tag, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [match, setMatch] = useState<'any' | 'all'>('any');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(tag?.name ?? '');
    setColor(tag?.color ?? null);
    setWords(tag?.rule?.words.join('\n') ?? '');
    setMatch(tag?.rule?.match ?? 'any');
    setError(null);
  }, [open, tag]);

  const trimmed = name.trim();
  const nameError =
    trimmed === ''
      ? t('reportTags.editor.nameRequired')
      : trimmed.length > TAG_NAME_MAX
        ? t('reportTags.editor.nameMax')
        : trimmed.includes(';')
          ? t('reportTags.editor.nameSemicolon')
          : null;

  const submit = async () => {
    if (nameError) {
      setError(nameError);
      return;
    }
    try {
      await onSave({ name: trimmed, color, words: wordsOf(words), match });
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    }
  };

  return (
    <Modal
      open={open}
      title={tag ? t('reportTags.editor.editTitle') : t('reportTags.editor.createTitle')}
      okText={t('reportTags.editor.save')}
      cancelText={t('reportTags.editor.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('reportTags.editor.name')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          required
        >
          <Input
            autoFocus
            value={name}
            maxLength={TAG_NAME_MAX + 5}
            aria-label={t('reportTags.editor.name')}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item label={t('reportTags.editor.color')}>
          <ColorPicker
            value={color ?? '#2f6fed'}
            disabledAlpha
            onChangeComplete={(c) => setColor(c.toHexString().slice(0, 7))}
            aria-label={t('reportTags.editor.color')}
          />
        </Form.Item>
        <Form.Item label={t('reportTags.editor.rule')} extra={t('reportTags.editor.ruleHelp')}>
          <Input.TextArea
            rows={3}
            value={words}
            aria-label={t('reportTags.editor.rule')}
            onChange={(e) => setWords(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('reportTags.editor.match')}>
          <Radio.Group
            value={match}
            onChange={(e) => setMatch(e.target.value)}
            options={[
              { value: 'any', label: t('reportTags.editor.matchAny') },
              { value: 'all', label: t('reportTags.editor.matchAll') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
