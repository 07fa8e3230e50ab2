import { QuestionType } from '@cairn/core/model/enums';
import { RichText } from '../RichText.tsx';
import { textsFor } from '../texts.ts';
import { defineRenderer, type QuestionProps } from '../types.ts';

/** Page break: the runtime starts a new page here; the designer sees a divider with its title. */
function PageBreak(props: QuestionProps<null>) {
  if (props.mode !== 'design') return null;
  return (
    <div className="cairn-page-break">
      <span className="cairn-visually-hidden">{textsFor(props.lang).pageBreak}: </span>
      <RichText className="cairn-page-break__title" html={props.node.title} />
    </div>
  );
}

export const pageBreakRenderer = defineRenderer({
  key: 'page-break',
  type: QuestionType.PageBreak,
  frame: 'structure',
  defaults: () => ({}),
  Component: PageBreak,
});
