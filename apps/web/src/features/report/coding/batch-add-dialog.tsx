import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose(): void;
  onSubmit(text: string): Promise<unknown>;
}

/** Type a frame: one code a line, indented by level (manual/import parses it and names a bad line). */
export function BatchAddDialog({ open, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    onSubmit(text)
      .then(
        () => {
          setText('');
          onClose();
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open={open}
      title={t('reportCoding.batch.title')}
      okText={t('reportCoding.batch.ok')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !text.trim(), loading: busy }}
    >
      <Typography.Paragraph type="secondary" id="coding-batch-help">
        {t('reportCoding.batch.help')}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={t('reportCoding.batch.title')}
        aria-describedby="coding-batch-help"
        rows={8}
        value={text}
        placeholder={t('reportCoding.batch.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Tab indents a line here (a level below) instead of leaving the field.
          if (e.key !== 'Tab' || e.shiftKey) return;
          e.preventDefault();
          const el = e.currentTarget;
          const at = el.selectionStart;
          setText(`${text.slice(0, at)}  ${text.slice(el.selectionEnd)}`);
          requestAnimationFrame(() => el.setSelectionRange(at + 2, at + 2));
        }}
      />
    </Modal>
  );
}
