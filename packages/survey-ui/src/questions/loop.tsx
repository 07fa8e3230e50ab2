import { QuestionType } from '@cairn/core/model/enums';
import type { loop } from '@cairn/core/question-types/loop';
import { textsFor } from '../texts.ts';
import { defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

const defaults = (): SettingOf<typeof loop> => ({ mode: 0, option_ids: [] });

/**
 * Loop: a container; the runtime renders its child questions once per round, so respondents
 * see nothing of the loop itself. The designer sees a header saying what it is.
 */
function Loop(props: QuestionProps<null>) {
  if (props.mode !== 'design') return null;
  return <div className="cairn-badge cairn-badge--loop">↻ {textsFor(props.lang).loop}</div>;
}

export const loopRenderer = defineRenderer({
  key: 'loop',
  type: QuestionType.Loop,
  frame: 'structure',
  defaults,
  Component: Loop,
});
