import type { InsightParagraph } from '@cairn/contract';
import { Button, Input, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureText } from './figure-text.tsx';

export type ParagraphChange = { hidden?: boolean; text?: string; reset?: true };

interface Props {
  paragraph: InsightParagraph;
  busy: boolean;
  onChange(change: ParagraphChange): Promise<unknown>;
}

/**
 * One paragraph: its text with traceable figures, hide/show, edit inline (save, cancel), reset to
 * the generated text, and tags for hidden, edited and stale (figures moved since the edit).
 */
export function InsightParagraphView({ paragraph, busy, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null || draft.trim() === '') return;
    await onChange({ text: draft.trim() });
    setDraft(null);
  };
  return (
    <div
      className={`insight-paragraph${paragraph.hidden ? ' insight-paragraph--hidden' : ''}`}
      data-paragraph={paragraph.id}
    >
      <div className="insight-paragraph__tags">
        {paragraph.hidden && <Tag>{t('reportInsight.hiddenTag')}</Tag>}
        {paragraph.edited && <Tag color="blue">{t('reportInsight.editedTag')}</Tag>}
        {paragraph.stale && <Tag color="orange">{t('reportInsight.staleTag')}</Tag>}
      </div>
      {draft !== null ? (
        <div className="insight-paragraph__edit">
          <label htmlFor={`${id}-text`} className="insight-sr-only">
            {t('reportInsight.editLabel')}
          </label>
          <Input.TextArea
            id={`${id}-text`}
            value={draft}
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 12 }}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Space className="insight-paragraph__actions">
            <Button type="primary" loading={busy} disabled={draft.trim() === ''} onClick={() => void save()}>
              {t('reportInsight.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('reportInsight.cancel')}</Button>
          </Space>
        </div>
      ) : (
        <p className="insight-paragraph__text">
          <FigureText text={paragraph.text} figures={paragraph.figures} />
        </p>
      )}
      {paragraph.stale && draft === null && (
        <p className="insight-paragraph__generated">
          {t('reportInsight.staleHint')} <FigureText text={paragraph.generated} figures={paragraph.figures} />
        </p>
      )}
      {draft === null && (
        <Space size="small" className="insight-paragraph__actions">
          <Button size="small" disabled={busy} onClick={() => void onChange({ hidden: !paragraph.hidden })}>
            {paragraph.hidden ? t('reportInsight.show') : t('reportInsight.hide')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => setDraft(paragraph.text)}>
            {t('reportInsight.edit')}
          </Button>
          {(paragraph.edited || paragraph.hidden) && (
            <Button size="small" disabled={busy} onClick={() => void onChange({ reset: true })}>
              {t('reportInsight.reset')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
