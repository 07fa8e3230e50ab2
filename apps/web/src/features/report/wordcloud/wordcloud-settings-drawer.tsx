import { WORDCLOUD_MAX_WORD, type WordcloudSettings } from '@cairn/contract';
import { Alert, Button, Drawer, Input, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordcloudActions } from './wordcloud-queries.ts';

interface Props {
  surveyCode: string;
  settings: WordcloudSettings | undefined;
  open: boolean;
  onClose(): void;
}

const FIELDS = ['stopWords', 'userWords', 'excluded'] as const;
type Field = (typeof FIELDS)[number];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The survey's stop words, user dictionary and excluded words, one word per line. */
export function WordcloudSettingsDrawer({ surveyCode, settings, open, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { save } = useWordcloudActions(surveyCode);
  const [draft, setDraft] = useState<Record<Field, string>>({ stopWords: '', userWords: '', excluded: '' });
  useEffect(() => {
    if (open && settings)
      setDraft({
        stopWords: settings.stopWords.join('\n'),
        userWords: settings.userWords.join('\n'),
        excluded: settings.excluded.join('\n'),
      });
  }, [open, settings]);
  const tooLong = FIELDS.flatMap((field) => lines(draft[field])).find((w) => w.length > WORDCLOUD_MAX_WORD);
  const submit = () =>
    save.mutate(
      {
        stopWords: lines(draft.stopWords),
        userWords: lines(draft.userWords),
        excluded: lines(draft.excluded),
      },
      { onSuccess: onClose },
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('reportWordcloud.settings.title')}
      size={420}
      footer={
        <Space>
          <Button type="primary" onClick={submit} loading={save.isPending} disabled={tooLong !== undefined}>
            {t('reportWordcloud.settings.save')}
          </Button>
          <Button onClick={onClose}>{t('reportWordcloud.settings.cancel')}</Button>
        </Space>
      }
    >
      <div className="wordcloud-settings">
        {FIELDS.map((field) => (
          <div key={field} className="wordcloud-settings__field">
            <label htmlFor={`${id}-${field}`} className="wordcloud-settings__label">
              {t(`reportWordcloud.settings.${field}`)}
            </label>
            <p id={`${id}-${field}-hint`} className="wordcloud-settings__hint">
              {t(`reportWordcloud.settings.${field}Hint`)}
            </p>
            <Input.TextArea
              id={`${id}-${field}`}
              aria-describedby={`${id}-${field}-hint`}
              autoSize={{ minRows: 3, maxRows: 10 }}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </div>
        ))}
        {tooLong !== undefined ? (
          <Alert
            type="warning"
            showIcon
            title={t('reportWordcloud.settings.tooLong', { max: WORDCLOUD_MAX_WORD, word: tooLong })}
          />
        ) : null}
      </div>
    </Drawer>
  );
}
