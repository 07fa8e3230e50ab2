import { QuestionType } from '@cairn/core/model/enums';
import type { heatmap } from '@cairn/core/question-types/heatmap';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useImageUrl } from '../context.tsx';
import { numberIn, readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof heatmap>;

const defaults = (): SettingOf<typeof heatmap> => ({ required: true, image: '', background_color: '' });

const STEP = 0.05;
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 10000) / 10000;

/**
 * Heatmap: clicks on the image become numbered markers (relative 0..1 points); clicking a marker
 * removes it. Keyboard: the image takes focus, arrows move a cross-hair, Enter or space adds a
 * point there; markers are buttons, so they are reached with Tab and removed with Enter.
 */
function Heatmap(props: QuestionProps<Answer>) {
  const t = textsFor(props.lang);
  const imageUrl = useImageUrl();
  const setting = readSetting(defaults(), props.node.setting);
  const max = numberIn(props.node.setting, 'max', 0) ?? 0;
  const points = props.value ?? [];
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.5 });
  const [focused, setFocused] = useState(false);
  const canAdd = !props.disabled && (max === 0 || points.length < max);
  const add = (x: number, y: number) => {
    if (canAdd) props.onChange([...points, { x: round(clamp(x)), y: round(clamp(y)) }]);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    add((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((at) => ({ x: clamp(at.x + move[0]), y: clamp(at.y + move[1]) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      add(cursor.x, cursor.y);
    }
  };

  return (
    <div className="cairn-heatmap">
      <p className="cairn-hint">{t.heatmapHint}</p>
      <div className="cairn-heatmap__stage" style={{ background: setting.background_color || undefined }}>
        <div
          className="cairn-heatmap__area"
          role="application"
          tabIndex={props.disabled ? -1 : 0}
          aria-label={t.imageArea}
          aria-describedby={props.titleId}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          {setting.image ? (
            <img className="cairn-heatmap__image" src={imageUrl(setting.image)} alt="" draggable={false} />
          ) : null}
          {focused ? (
            <span
              className="cairn-heatmap__cursor"
              style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }}
              aria-hidden="true"
            />
          ) : null}
        </div>
        {points.map((point, i) => (
          <button
            // Markers are positional: removing one renumbers those after it.
            // biome-ignore lint/suspicious/noArrayIndexKey: points have no identity beyond their order
            key={i}
            type="button"
            className="cairn-heatmap__marker"
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
            aria-label={t.removePoint(i + 1)}
            disabled={props.disabled}
            onClick={() => {
              const next = points.filter((_, j) => j !== i);
              props.onChange(next.length > 0 ? next : null);
            }}
          >
            {i + 1}
          </button>
        ))}
      </div>
    </div>
  );
}

export const heatmapRenderer = defineRenderer({
  key: 'heatmap',
  type: QuestionType.Heatmap,
  defaults,
  Component: Heatmap,
});
