import {
  type DesignTree,
  type Lang,
  type Node,
  type OpContext,
  type OptionRecord,
  toNestedNodes,
  validateAnswer,
} from '@cairn/core';
import { aSurvey, type QuestionInit } from '@cairn/core/testing/builders';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { SurveyUiProvider, type SurveyUiServices } from '../context.tsx';
import { QuestionView, type QuestionViewProps } from '../QuestionView.tsx';

/**
 * Test helpers: a question node built by core's builders (the real operations, so the default
 * setting and options are core's), rendered in a controlled harness that records every value.
 */
export function buildQuestion(
  type: number,
  init: QuestionInit = {},
  options: {
    /** Changes to options by position among all the node's options. */
    patch?: (option: OptionRecord, index: number) => Partial<OptionRecord>;
    /** A further core operation on the tree (cascade levels ...). */
    transform?: (tree: DesignTree, nodeId: number, ctx: OpContext) => DesignTree;
    lang?: Lang;
  } = {},
): Node {
  const built = aSurvey({ lang: options.lang ?? 'en' })
    .withQuestion(type, init)
    .build();
  const nodeId = [...built.tree.nodes.values()][0]?.id ?? 0;
  const tree = options.transform ? options.transform(built.tree, nodeId, built.ctx) : built.tree;
  const node = toNestedNodes(tree).find((candidate) => candidate.id === nodeId);
  if (!node) throw new Error(`no node of type ${type}`);
  const patch = options.patch;
  return patch
    ? { ...node, options: node.options.map((option, i) => ({ ...option, ...patch(option, i) })) }
    : node;
}

export interface Rendered extends ReturnType<typeof render> {
  /** The last value handed to onChange (null before any). */
  value: () => unknown;
  changes: unknown[];
  /** core's verdict on the last value. */
  check: () => ReturnType<typeof validateAnswer>;
}

interface RenderOptions {
  value?: unknown;
  lang?: Lang;
  services?: SurveyUiServices;
  props?: Partial<QuestionViewProps>;
}

/** Holds the value as the respondent app would, and reports each change. */
function Harness({
  node,
  options,
  onValue,
}: {
  node: Node;
  options: RenderOptions;
  onValue: (next: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(options.value ?? null);
  return (
    <SurveyUiProvider value={options.services ?? {}}>
      <QuestionView
        node={node}
        lang={options.lang ?? 'en'}
        value={value}
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
        {...options.props}
      />
    </SurveyUiProvider>
  );
}

export function renderQuestion(node: Node, options: RenderOptions = {}): Rendered {
  const changes: unknown[] = [];
  let current: unknown = options.value ?? null;
  const onValue = (next: unknown) => {
    current = next;
    changes.push(next);
  };
  const utils = render(<Harness node={node} options={options} onValue={onValue} />);
  return {
    ...utils,
    value: () => current,
    changes,
    check: () => validateAnswer(node, node.options, current),
  };
}
