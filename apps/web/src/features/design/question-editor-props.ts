import type { DesignTree, Lang, Node } from '@cairn/core';
import type { DesignEdit } from './edit-queue.ts';

/**
 * The contract between the design canvas (owner of the session and the right-hand panel) and the
 * question editor panel (`question-editor/index.tsx`, built separately): the panel gets the
 * selected question, the tree as shown (pending edits included) and the one way to change it.
 */
export interface QuestionEditorProps {
  /** The selected question (a node of `tree`). */
  node: Node;
  /** The tree the canvas shows: the stored tree plus edits not yet answered. */
  tree: DesignTree;
  /**
   * Queues one design edit (`{ path, body, run }`, `run` = the core operation the server runs for
   * that path). It shows at once; refusals come back as messages shown by the canvas.
   */
  edit: (edit: DesignEdit) => void;
  /** The designer's language, for question type names and default titles. */
  lang: Lang;
  /** True while the caller may not edit (no edit right): show values, disable controls. */
  readOnly?: boolean;
  /** The survey's option-code display (a survey setting); given, the panel shows no switch of its own. */
  showOptionCodes?: boolean;
}
