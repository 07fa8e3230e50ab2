import { QuestionType } from '@cairn/core/model/enums';
import type { script } from '@cairn/core/question-types/script';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof script>;

const defaults = (): SettingOf<typeof script> => ({ expression: '', precision: 2 });

/** Script: computed by the runtime, never shown to respondents; the designer sees its expression. */
function Script(props: QuestionProps<Answer>) {
  if (props.mode !== 'design') return null;
  const setting = readSetting(defaults(), props.node.setting);
  return (
    <div className="cairn-badge cairn-badge--script">
      <span className="cairn-badge__label">ƒx {textsFor(props.lang).script}</span>
      <code className="cairn-badge__code">{setting.expression || '—'}</code>
    </div>
  );
}

export const scriptRenderer = defineRenderer({
  key: 'script',
  type: QuestionType.Script,
  frame: 'structure',
  defaults,
  Component: Script,
});
