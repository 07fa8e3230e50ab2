import { LoopMode, QuestionType } from '../model/enums.ts';
import type { LoopSetting } from '../model/settings-extra.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/**
 * Loop (ours, 32): a container whose child questions are asked once for each chosen option
 * (`mode` Checked) or each option (`mode` All) of its source question, named by the node's
 * `loopId`; `option_ids` narrows the options. Answers live on the children, one per round, so the
 * loop itself takes none and has no code, like a block. Deleting the source clears the mapping.
 */
export const loop = defineQuestionType<LoopSetting, unknown>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Loop,
  key: 'loop',
  name: { zh: '循环', en: 'Loop' },
  hasCode: false,
  isContainer: true,
  newTitle: 'loop',
  defaultSetting: () => ({ mode: LoopMode.Checked, option_ids: [] as number[] }),
  defaultOptionCount: 0,
  answer: null,
});
