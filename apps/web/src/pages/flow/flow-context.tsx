import type { DesignTree, TreeChange } from '@cairn/core';
import { createContext, useContext } from 'react';
import type { DesignEdit } from '../../features/design/edit-queue.ts';

/** What the flow's nodes and panels share: the shown tree, the selection and the way to edit. */
export interface FlowScreen {
  tree: DesignTree;
  selected: string | null;
  select: (key: string | null) => void;
  /** Keeps an edit until Save; answers its change, or null when core refused it (the refusal is shown). */
  edit: (edit: DesignEdit) => TreeChange | null;
}

export const FlowContext = createContext<FlowScreen | null>(null);

export function useFlowScreen(): FlowScreen {
  const screen = useContext(FlowContext);
  if (!screen) throw new Error('useFlowScreen outside the flow workspace');
  return screen;
}
