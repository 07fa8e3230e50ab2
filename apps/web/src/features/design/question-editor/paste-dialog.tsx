import { App, Input, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASTED_OPTIONS, parsePastedOptions } from './paste-options.ts';

interface PasteDialogProps {
  /** How many the list holds now (replacing them asks first). */
  existing: number;
  onClose(): void;
  onSubmit(titles: string[], replace: boolean): void;
}

/**
 * "Paste many options": one per line, a live count, append or replace; replacing the current
 * ones asks for confirmation first (spec doc 1 §5).
 */
export function PasteDialog({ existing, onClose, onSubmit }: PasteDialogProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [text, setText] = useState('');
  const [replace, setReplace] = useState(false);
  const [tried, setTried] = useState(false);
  const parsed = useMemo(() => parsePastedOptions(text), [text]);
  const empty = parsed.titles.length === 0;

  const submit = () => {
    setTried(true);
    if (empty) return;
    if (!(replace && existing > 0)) {
      onSubmit(parsed.titles, false);
      return;
    }
    // Next task: an Enter that chose OK must not also confirm the dialog it opens (its keypress).
    setTimeout(
      () =>
        modal.confirm({
          title: t('editor.paste.confirmTitle'),
          content: t('editor.paste.confirmBody', { count: existing, next: parsed.titles.length }),
          okText: t('editor.paste.ok'),
          cancelText: t('editor.options.cancel'),
          okButtonProps: { danger: true },
          onOk: () => onSubmit(parsed.titles, true),
        }),
      0,
    );
  };

  return (
    <Modal
      open
      title={t('editor.paste.title')}
      okText={t('editor.paste.ok')}
      cancelText={t('editor.options.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" id="qe-paste-hint">
        {t('editor.paste.hint')}
      </Typography.Paragraph>
      <Input.TextArea
        autoFocus
        value={text}
        rows={8}
        aria-label={t('editor.paste.title')}
        aria-describedby="qe-paste-hint"
        status={tried && empty ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="qe-paste-count" aria-live="polite">
        {tried && empty ? (
          <Typography.Text type="danger">{t('editor.paste.empty')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {t('editor.paste.count', { count: parsed.titles.length })}
          </Typography.Text>
        )}
        {parsed.extra > 0 && (
          <Typography.Text type="warning">
            {' '}
            {t('editor.paste.truncated', { max: MAX_PASTED_OPTIONS, extra: parsed.extra })}
          </Typography.Text>
        )}
      </div>
      {existing > 0 && (
        <Radio.Group
          value={replace}
          onChange={(event) => setReplace(event.target.value)}
          className="qe-paste-mode"
        >
          <Radio value={false}>{t('editor.paste.append')}</Radio>
          <Radio value={true}>{t('editor.paste.replace')}</Radio>
        </Radio.Group>
      )}
    </Modal>
  );
}
