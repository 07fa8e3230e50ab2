import type { Region } from '@cairn/core';
import { QuestionType } from '@cairn/core/model/enums';
import type { canvasImage } from '@cairn/core/question-types/canvas-image';
import { useId } from 'react';
import { useImageUrl } from '../context.tsx';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof canvasImage>;

const defaults = (): SettingOf<typeof canvasImage> => ({
  required: true,
  image: '',
  regions: [],
  min: 0,
  max: 0,
});

/**
 * Hot spot: the author's regions drawn over the image (coordinates 0..1, so any size fits);
 * tapping a region toggles it. The checkbox list under the image is the same choice for keyboards
 * and screen readers, and names the regions for everyone.
 */
function CanvasImage(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const name = useId();
  const t = textsFor(props.lang);
  const imageUrl = useImageUrl();
  const setting = readSetting(defaults(), props.node.setting);
  const chosen = props.value?.regionIds ?? [];
  const toggle = (id: string) => {
    if (props.disabled) return;
    const on = chosen.includes(id);
    if (!on && setting.max > 0 && chosen.length >= setting.max) return;
    const next = on ? chosen.filter((other) => other !== id) : [...chosen, id];
    props.onChange(next.length > 0 ? { regionIds: next } : null);
  };
  return (
    <div className="cairn-hotspot">
      <p className="cairn-hint">{t.hotspotHint}</p>
      <div className="cairn-hotspot__stage">
        {setting.image ? <img className="cairn-hotspot__image" src={imageUrl(setting.image)} alt="" /> : null}
        <svg className="cairn-hotspot__layer" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
          {setting.regions.map((region) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the checkbox list below is the keyboard way
            <g
              key={region.id}
              className={`cairn-hotspot__region${chosen.includes(region.id) ? ' is-on' : ''}`}
              onClick={() => toggle(region.id)}
            >
              <Shape region={region} />
            </g>
          ))}
        </svg>
      </div>
      <fieldset className="cairn-choices cairn-choices--inline" aria-labelledby={props.titleId}>
        {setting.regions.map((region) => {
          const on = chosen.includes(region.id);
          return (
            <label key={region.id} className={`cairn-chip${on ? ' is-on' : ''}`}>
              <input
                {...fieldAria()}
                type="checkbox"
                name={name}
                checked={on}
                disabled={props.disabled || (!on && setting.max > 0 && chosen.length >= setting.max)}
                onChange={() => toggle(region.id)}
              />
              {region.label || region.id}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}

function Shape({ region }: { region: Region }) {
  const [a, b] = region.points;
  if (region.shape === 'polygon' || !a || !b)
    return <polygon points={region.points.map(([x, y]) => `${x},${y}`).join(' ')} />;
  const [x1, y1] = a;
  const [x2, y2] = b;
  if (region.shape === 'ellipse')
    return (
      <ellipse cx={(x1 + x2) / 2} cy={(y1 + y2) / 2} rx={Math.abs(x2 - x1) / 2} ry={Math.abs(y2 - y1) / 2} />
    );
  return (
    <rect x={Math.min(x1, x2)} y={Math.min(y1, y2)} width={Math.abs(x2 - x1)} height={Math.abs(y2 - y1)} />
  );
}

export const canvasImageRenderer = defineRenderer({
  key: 'canvas-image',
  type: QuestionType.CanvasImage,
  defaults,
  Component: CanvasImage,
});
