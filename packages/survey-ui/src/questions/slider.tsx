import { QuestionType } from '@cairn/core/model/enums';
import type { slider } from '@cairn/core/question-types/slider';
import { useId } from 'react';
import { useFieldAria } from '../field-aria.tsx';
import { ItemTitle } from '../ItemTitle.tsx';
import { choicesOf } from '../options.ts';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof slider>;

const defaults = (): SettingOf<typeof slider> => ({
  required: true,
  min: 0,
  max: 10,
  step: 1,
  is_vertical: false,
  is_tip: false,
  is_stops: false,
});

/** Ticks are drawn only when there are few enough to read. */
const MAX_TICKS = 21;

/**
 * Slider: a native range input per item (`{ [optionId]: value }`). An untouched slider has no
 * answer: it rests at `min`, drawn faded, and says "not answered"; releasing it on the spot
 * answers that value. `is_tip` shows the value, `is_stops` the ticks, `is_vertical` turns it.
 */
function Slider(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const items = choicesOf(props.node);
  const value = props.value ?? {};
  const steps = Math.floor((setting.max - setting.min) / setting.step) + 1;
  const ticks =
    setting.is_stops && steps <= MAX_TICKS
      ? Array.from({ length: steps }, (_, i) => round(setting.min + i * setting.step))
      : [];
  const set = (id: number, raw: string) => props.onChange({ ...value, [id]: round(Number(raw)) });
  return (
    <div className={`cairn-slider${setting.is_vertical ? ' cairn-slider--vertical' : ''}`}>
      {ticks.length > 0 ? (
        <datalist id={`${base}-ticks`}>
          {ticks.map((tick) => (
            <option key={tick} value={tick} />
          ))}
        </datalist>
      ) : null}
      {items.map((item, index) => {
        const current = value[item.id];
        const itemId = `${base}-i${item.id}`;
        return (
          <div key={item.id} className={`cairn-slider__item${current === undefined ? ' is-unset' : ''}`}>
            {items.length > 1 ? <ItemTitle id={itemId} item={item} index={index} /> : null}
            <div className="cairn-slider__row">
              <span className="cairn-slider__bound">{setting.min}</span>
              <input
                {...fieldAria()}
                type="range"
                className="cairn-slider__input"
                min={setting.min}
                max={setting.max}
                step={setting.step}
                value={current ?? setting.min}
                list={ticks.length > 0 ? `${base}-ticks` : undefined}
                aria-labelledby={items.length > 1 ? `${props.titleId} ${itemId}` : props.titleId}
                aria-valuetext={current === undefined ? t.notAnswered : String(current)}
                aria-orientation={setting.is_vertical ? 'vertical' : 'horizontal'}
                disabled={props.disabled}
                onChange={(event) => set(item.id, event.currentTarget.value)}
                onPointerUp={(event) => current === undefined && set(item.id, event.currentTarget.value)}
              />
              <span className="cairn-slider__bound">{setting.max}</span>
              {setting.is_tip || current !== undefined ? (
                <output className="cairn-slider__value">{current ?? '–'}</output>
              ) : null}
            </div>
            {ticks.length > 0 ? (
              <div className="cairn-slider__ticks" aria-hidden="true">
                {ticks.map((tick) => (
                  <span key={tick}>{tick}</span>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** Steps like 0.1 add up with float noise; core checks steps with a tolerance, people read digits. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export const sliderRenderer = defineRenderer({
  key: 'slider',
  type: QuestionType.Slider,
  defaults,
  Component: Slider,
});
