import { QuestionType } from '@cairn/core/model/enums';
import type { rate } from '@cairn/core/question-types/rate';
import { useId } from 'react';
import { isCumulative, Scale, scaleFace } from '../components/Scale.tsx';
import { ItemTitle } from '../ItemTitle.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf } from '../options.ts';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof rate>;

const defaults = (): SettingOf<typeof rate> => ({ required: true, format: 1, min: 1, max: 5, tags: [] });

/**
 * Rate: a score from `min` to `max` per item (`{ [optionId]: score }`). Item titles are shown when
 * there are several items; one item is the question itself. `tags` name the scores, lowest first.
 */
function Rate(props: QuestionProps<Answer>) {
  const base = useId();
  const setting = readSetting(defaults(), props.node.setting);
  const items = choicesOf(props.node);
  const count = Math.max(0, setting.max - setting.min + 1);
  const points = Array.from({ length: Math.min(count, 20) }, (_, i) => {
    const value = setting.min + i;
    const tag = setting.tags[i];
    return {
      value,
      label: tag ? `${value} ${tag}` : String(value),
      face: scaleFace(setting.format, i, count, value),
    };
  });
  const value = props.value ?? {};
  return (
    <div className="cairn-rate">
      {items.map((item, index) => {
        const chosen = value[item.id];
        const tag = chosen === undefined ? undefined : setting.tags[chosen - setting.min];
        const itemId = `${base}-i${item.id}`;
        return (
          <div key={item.id} className="cairn-rate__item">
            {items.length > 1 ? (
              <span className="cairn-rate__head">
                <OptionCode option={item} />
                <ItemTitle id={itemId} className="cairn-rate__title" item={item} index={index} />
              </span>
            ) : null}
            <div className="cairn-rate__row">
              <Scale
                name={itemId}
                points={points}
                selected={chosen}
                cumulative={isCumulative(setting.format)}
                labelledBy={items.length > 1 ? `${props.titleId} ${itemId}` : props.titleId}
                disabled={props.disabled}
                onSelect={(score) => props.onChange({ ...value, [item.id]: score })}
              />
              {tag ? <span className="cairn-rate__tag">{tag}</span> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export const rateRenderer = defineRenderer({
  key: 'rate',
  type: QuestionType.Rate,
  defaults,
  Component: Rate,
});
