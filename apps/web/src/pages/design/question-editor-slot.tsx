import { type ComponentType, lazy, Suspense } from 'react';
import type { QuestionEditorProps } from '../../features/design/question-editor-props.ts';

/**
 * The option and per-type settings editor is built separately in
 * features/design/question-editor/index.tsx (exporting `QuestionEditor`). A glob finds it when
 * it exists and finds nothing otherwise, so this screen builds either way.
 */
const found = import.meta.glob<{ QuestionEditor: ComponentType<QuestionEditorProps> }>(
  '../../features/design/question-editor/index.tsx',
);
const load = Object.values(found)[0];
const Editor = load ? lazy(() => load().then((module) => ({ default: module.QuestionEditor }))) : null;

/** Whether the editor exists; without it the panel shows the basics (type, code, required) itself. */
export const hasQuestionEditor = Editor !== null;

export function QuestionEditorSlot(props: QuestionEditorProps) {
  if (!Editor) return null;
  return (
    <Suspense fallback={null}>
      <Editor {...props} />
    </Suspense>
  );
}
