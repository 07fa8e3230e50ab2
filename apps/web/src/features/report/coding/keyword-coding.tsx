import type { CodeFrame } from '@cairn/contract';
import { App, Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameLeaves } from './code-tree-model.ts';
import type { HitActions } from './use-hit-actions.ts';

interface Props {
  frame: CodeFrame;
  hits: HitActions;
  /** A word to start from (the word picked in the coding word cloud); remount to change it. */
  initialWord?: string;
  disabled?: boolean;
}

/** Code every answer containing a word to one leaf. */
export function KeywordCoding({ frame, hits, initialWord = '', disabled = false }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [word, setWord] = useState(initialWord);
  const [netId, setNetId] = useState<number | undefined>();
  const leaves = frameLeaves(frame);
  const ready = word.trim() !== '' && netId !== undefined;
  return (
    <fieldset className="coding-keyword">
      <legend className="coding-panel__title">{t('reportCoding.keyword.title')}</legend>
      <div className="coding-keyword__fields">
        <Input
          aria-label={t('reportCoding.keyword.word')}
          placeholder={t('reportCoding.keyword.word')}
          value={word}
          maxLength={50}
          onChange={(e) => setWord(e.target.value)}
        />
        <Select
          aria-label={t('reportCoding.keyword.net')}
          placeholder={t('reportCoding.keyword.net')}
          value={netId}
          onChange={setNetId}
          style={{ minWidth: 160 }}
          options={leaves.map((l) => ({ value: l.net.id, label: l.path }))}
        />
        <Button
          disabled={!ready || disabled}
          loading={hits.pending}
          onClick={() =>
            netId !== undefined &&
            void hits.byKeyword(netId, word.trim()).then((r) => {
              setWord('');
              void message.success(t('reportCoding.keyword.done', { count: r.changed }));
            })
          }
        >
          {t('reportCoding.keyword.ok')}
        </Button>
      </div>
    </fieldset>
  );
}
