import { QuestionType } from '@cairn/core/model/enums';
import type { openText } from '@cairn/core/question-types/open-text';
import { lengthLimit, TypedInput } from '../components/TypedInput.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof openText>;

const defaults = (): SettingOf<typeof openText> => ({
  required: true,
  suffix: '',
  size: 1,
  format: 0,
  min: null,
  max: null,
  is_unique: false,
  time: 60,
});

/** Open text: one input of the setting's format and size; an empty input is no answer (null). */
function OpenText(props: QuestionProps<Answer>) {
  const setting = readSetting(defaults(), props.node.setting);
  const text = props.value ?? '';
  const maxLength = lengthLimit(setting.format, setting.max);
  return (
    <div className="cairn-open">
      <div className="cairn-open__row">
        <TypedInput
          format={setting.format}
          size={setting.size}
          maxLength={maxLength}
          value={text}
          labelledBy={props.titleId}
          invalid={(props.issues?.length ?? 0) > 0}
          disabled={props.disabled}
          onChange={(next) => props.onChange(next === '' ? null : next)}
        />
        {setting.suffix ? <span className="cairn-suffix">{setting.suffix}</span> : null}
      </div>
      {maxLength ? (
        <span className="cairn-counter" aria-live="polite">
          {textsFor(props.lang).characters([...text].length, maxLength)}
        </span>
      ) : null}
    </div>
  );
}

export const openTextRenderer = defineRenderer({
  key: 'open-text',
  type: QuestionType.OpenText,
  defaults,
  Component: OpenText,
});
