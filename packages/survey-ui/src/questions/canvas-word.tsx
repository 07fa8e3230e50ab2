import { QuestionType } from '@cairn/core/model/enums';
import type { canvasWord } from '@cairn/core/question-types/canvas-word';
import { useId, useMemo, useState } from 'react';
import { tokenize } from '../components/words.ts';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof canvasWord>;
type Kind = Answer[number]['mark'];

const defaults = (): SettingOf<typeof canvasWord> => ({
  required: true,
  passage: '',
  is_dislike: true,
  min: 0,
  max: 0,
});

/**
 * Highlighter: pick a pen (like, or dislike when `is_dislike`), then tap words of the passage.
 * Tapping a word marked with the current pen unmarks it; with the other pen, re-marks it. Each
 * word is a toggle button, so the keyboard works the same way.
 */
function CanvasWord(props: QuestionProps<Answer>) {
  const name = useId();
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const tokens = useMemo(() => tokenize(setting.passage, props.lang), [setting.passage, props.lang]);
  const [pen, setPen] = useState<Kind>('like');
  const marks = props.value ?? [];
  const markAt = (start: number) => marks.find((mark) => mark.start === start);
  const toggle = (start: number, end: number) => {
    const current = markAt(start);
    const rest = marks.filter((mark) => mark.start !== start);
    if (!current && setting.max > 0 && marks.length >= setting.max) return;
    const next = current?.mark === pen ? rest : [...rest, { start, end, mark: pen }];
    props.onChange(next.length > 0 ? next.sort((a, b) => a.start - b.start) : null);
  };
  const penName = (kind: Kind) => (kind === 'like' ? t.like : t.dislike);
  return (
    <div className="cairn-highlight">
      {setting.is_dislike ? (
        <div className="cairn-highlight__pens" role="radiogroup" aria-label={t.pen}>
          {(['like', 'dislike'] as const).map((kind) => (
            <label key={kind} className={`cairn-chip cairn-chip--${kind}${pen === kind ? ' is-on' : ''}`}>
              <input
                type="radio"
                name={name}
                checked={pen === kind}
                disabled={props.disabled}
                onChange={() => setPen(kind)}
              />
              {penName(kind)}
            </label>
          ))}
        </div>
      ) : null}
      {/* The words are the answer: their group is described by the question's message. */}
      <fieldset
        className="cairn-highlight__passage"
        aria-labelledby={props.titleId}
        aria-describedby={fieldAria()['aria-describedby']}
      >
        {tokens.map((token) => {
          if (!token.isWord) return <span key={token.start}>{token.text}</span>;
          const mark = markAt(token.start);
          return (
            <button
              key={token.start}
              type="button"
              className={`cairn-word${mark ? ` is-${mark.mark}` : ''}`}
              aria-pressed={mark !== undefined}
              aria-label={mark ? t.marked(token.text, penName(mark.mark)) : undefined}
              disabled={props.disabled}
              onClick={() => toggle(token.start, token.end)}
            >
              {token.text}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

export const canvasWordRenderer = defineRenderer({
  key: 'canvas-word',
  type: QuestionType.CanvasWord,
  defaults,
  Component: CanvasWord,
});
