import { QuestionType } from '@cairn/core/model/enums';
import type { wordDrag } from '@cairn/core/question-types/word-drag';
import { Buckets } from '../components/Buckets.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { RichText } from '../RichText.tsx';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof wordDrag>;

const defaults = (): SettingOf<typeof wordDrag> => ({ required: true, is_all: false });

/** Word drag: words (options) into categories (sub-questions); `is_all` is checked by core. */
function WordDrag(props: QuestionProps<Answer>) {
  return (
    <Buckets
      {...props}
      renderItem={(item) => (
        <>
          <OptionCode option={item} />
          <RichText html={item.title} />
        </>
      )}
    />
  );
}

export const wordDragRenderer = defineRenderer({
  key: 'word-drag',
  type: QuestionType.WordDrag,
  defaults,
  Component: WordDrag,
});
