import { FontColorsOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleEditor } from '../rich-text/title-editor.tsx';

interface OptionRichTextProps {
  /** The option's stored title (rich text). */
  html: string;
  /** The option's plain title, for labels. */
  plain: string;
  disabled: boolean;
  onSave(html: string): void;
}

/**
 * The option's "advanced edit": the title editor of the canvas (bold, italic, colour, link and
 * image) in a dialog, for the formatting the one-line field cannot offer. Saves as it goes, like a
 * question title; Done, Enter or Escape close it.
 */
export function OptionRichText({ html, plain, disabled, onSave }: OptionRichTextProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('editor.options.richText')}>
        <Button
          type="text"
          size="small"
          icon={<FontColorsOutlined />}
          aria-label={t('editor.options.richTextOf', { title: plain })}
          disabled={disabled}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('editor.options.richTextTitle')}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        {open ? (
          <TitleEditor
            html={html}
            label={t('editor.options.richTextOf', { title: plain })}
            doneOnBlur={false}
            onSave={onSave}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
