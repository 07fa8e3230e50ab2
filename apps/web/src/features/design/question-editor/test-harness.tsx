import { type DesignTree, findQuestionType, type Lang, type Node, toNestedNodes } from '@cairn/core';
import { aSurvey, type QuestionInit } from '@cairn/core/testing/builders';
import { testContext } from '@cairn/core/testing/context';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { changeLang } from '../../../i18n/index.ts';
import { tryEdit } from '../design-edits.ts';
import type { DesignEdit } from '../edit-queue.ts';
import { QuestionEditor, type QuestionEditorPanelProps } from './index.tsx';

interface HostProps {
  initial: DesignTree;
  id: number;
  lang: Lang;
  edit(edit: DesignEdit): void;
  /** Hands the host's setter out, so applied edits re-render the panel. */
  register(setTree: (tree: DesignTree) => void): void;
  extra?: Partial<QuestionEditorPanelProps>;
}

function Host({ initial, id, lang, edit, register, extra }: HostProps) {
  const [tree, setTree] = useState(initial);
  register(setTree);
  const node = toNestedNodes(tree).find((each) => each.id === id) as Node;
  return (
    <App>
      <QuestionEditor node={node} tree={tree} edit={edit} lang={lang} {...extra} />
    </App>
  );
}

/**
 * Test host for the editor: a one-question survey built by core's builders, and an `edit` that
 * records each edit and applies its operation as the queue would, so the panel re-renders.
 */
export async function renderEditor(
  type: number,
  init: QuestionInit = {},
  options: { lang?: Lang; props?: Partial<QuestionEditorPanelProps> } = {},
) {
  const lang = options.lang ?? 'en';
  await changeLang(lang);
  const code = findQuestionType(type)?.hasCode ? { code: 'Q1' } : {};
  const built = aSurvey({ lang })
    .withQuestion(type, { ...code, ...init })
    .build();
  const id = [...built.tree.nodes.values()][0]?.id as number;
  const state = { tree: built.tree };
  /** The edits as sent: the call's path after /designer/v1 and its input. */
  const edits: { path: string; body: Record<string, unknown>; edit: DesignEdit }[] = [];
  const ctx = testContext({ lang, startId: 10_000 });
  let refresh = (_tree: DesignTree) => {};

  const edit = (next: DesignEdit) => {
    edits.push({ path: next.endpoint.path.replace(/^\/v1/, ''), body: next.input, edit: next });
    const result = next.send ? undefined : tryEdit(next, state.tree, ctx);
    if (result?.ok) {
      state.tree = result.tree;
      refresh(result.tree);
    }
  };

  const view = render(
    <Host
      initial={state.tree}
      id={id}
      lang={lang}
      edit={edit}
      register={(setTree) => {
        refresh = setTree;
      }}
      extra={options.props}
    />,
  );
  return {
    ...view,
    edits,
    id,
    state,
    paths: () => edits.map((each) => each.path),
    /** Applies an edit as if the author made it elsewhere (wrapped in act by the caller if needed). */
    edit,
  };
}
