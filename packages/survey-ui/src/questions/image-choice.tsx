import type { ImageChoiceSetting } from '@cairn/core';
import { QuestionType } from '@cairn/core/model/enums';
import type { imageChoice } from '@cairn/core/question-types/image-choice';
import { MultiChoice } from '../components/MultiChoice.tsx';
import { choiceDefaults } from '../defaults.ts';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps } from '../types.ts';

type Answer = AnswerOf<typeof imageChoice>;

const defaults = (): ImageChoiceSetting => ({ ...choiceDefaults(), is_multiple: false });

/** Image choice: one image, or several when `is_multiple`; always `{ optionIds }`. */
function ImageChoice(props: QuestionProps<Answer>) {
  const setting = readSetting(defaults(), props.node.setting);
  return <MultiChoice {...props} setting={setting} isMultiple={setting.is_multiple} variant="image" />;
}

export const imageChoiceRenderer = defineRenderer({
  key: 'image-choice',
  type: QuestionType.ImageChoice,
  defaults,
  Component: ImageChoice,
});
