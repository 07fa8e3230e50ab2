import { Alert, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodePaste, codesFromPaste } from './code-paste.ts';

interface CodePasteDialogProps {
  /** The options to code, in the order shown (group headers excluded). */
  optionIds: readonly number[];
  /** The problem core finds with these codes (catalogue message in the author's language), or null. */
  check(items: CodePaste['items']): string | null;
  onClose(): void;
  onSubmit(items: CodePaste['items']): void;
}

/**
 * Paste a column of codes (e.g. from a spreadsheet) onto the options in order: a live count,
 * lines without an option reported, and core's code check (format, duplicates, linked options)
 * before anything is sent, all or nothing like the server's batch call.
 */
export function CodePasteDialog({ optionIds, check, onClose, onSubmit }: CodePasteDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = useMemo(() => codesFromPaste(text, optionIds), [text, optionIds]);
  const problem = parsed.items.length > 0 ? check(parsed.items) : null;
  const empty = parsed.items.length === 0;

  const submit = () => {
    setTried(true);
    if (empty || problem) return;
    onSubmit(parsed.items);
  };

  return (
    <Modal
      open
      title={t('editor.optionExtra.codesTitle')}
      okText={t('editor.paste.ok')}
      cancelText={t('editor.options.cancel')}
      onOk={submit}
      okButtonProps={{ disabled: tried && (empty || problem !== null) }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" id="qe-code-paste-hint">
        {t('editor.optionExtra.codesHint')}
      </Typography.Paragraph>
      <Input.TextArea
        autoFocus
        aria-label={t('editor.optionExtra.codesTitle')}
        aria-describedby="qe-code-paste-hint"
        autoSize={{ minRows: 6, maxRows: 14 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="qe-code-text"
      />
      <div className="qe-paste-count qe-paste-status" aria-live="polite">
        {!empty && (
          <Typography.Text>
            {t('editor.optionExtra.codesCount', { count: parsed.items.length })}
          </Typography.Text>
        )}
        {parsed.extra > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('editor.optionExtra.codesExtra', { extra: parsed.extra })}
          />
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
        {tried && empty && <Alert type="error" showIcon title={t('editor.optionExtra.codesEmpty')} />}
      </div>
    </Modal>
  );
}
