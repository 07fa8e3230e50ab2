import { QuestionType } from '@cairn/core/model/enums';
import { RichText } from '../RichText.tsx';
import { defineRenderer, type QuestionProps } from '../types.ts';

/** Text: a paragraph for respondents; its title is the rich text (sanitised like every title). */
function Text(props: QuestionProps<null>) {
  return <RichText as="div" className="cairn-text" html={props.node.title} />;
}

export const textRenderer = defineRenderer({
  key: 'text',
  type: QuestionType.Text,
  frame: 'content',
  defaults: () => ({}),
  Component: Text,
});
