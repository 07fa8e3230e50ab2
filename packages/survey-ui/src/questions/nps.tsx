import { QuestionType } from '@cairn/core/model/enums';
import { isPlaceholderOptionTitle } from '@cairn/core/model/titles';
import type { nps } from '@cairn/core/question-types/nps';
import { useId } from 'react';
import { Scale } from '../components/Scale.tsx';
import { choicesOf } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof nps>;

const defaults = (): SettingOf<typeof nps> => ({ required: true, min: 0, max: 10 });

/** NPS: one score button per number (0–10); the three options are the anchors left, middle, right. */
function Nps(props: QuestionProps<Answer>) {
  const name = useId();
  const setting = readSetting(defaults(), props.node.setting);
  const count = Math.max(0, Math.min(setting.max - setting.min + 1, 21));
  const points = Array.from({ length: count }, (_, i) => ({
    value: setting.min + i,
    label: String(setting.min + i),
    face: setting.min + i,
  }));
  // Anchors keep their places (left, middle, right); placeholder titles ("Option 1" from surveys
  // made before anchors were created empty) are not shown.
  const anchors = choicesOf(props.node).slice(0, 3);
  const shown = anchors.some((anchor) => !isPlaceholderOptionTitle(anchor.title));
  return (
    <div className="cairn-nps">
      <Scale
        name={name}
        className="cairn-scale--boxes"
        points={points}
        selected={props.value}
        labelledBy={props.titleId}
        disabled={props.disabled}
        onSelect={(score) => props.onChange(score)}
      />
      {shown ? (
        <div className="cairn-nps__anchors" aria-hidden="true">
          {anchors.map((anchor) =>
            isPlaceholderOptionTitle(anchor.title) ? (
              <span key={anchor.id} />
            ) : (
              <RichText key={anchor.id} html={anchor.title} />
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}

export const npsRenderer = defineRenderer({ key: 'nps', type: QuestionType.Nps, defaults, Component: Nps });
