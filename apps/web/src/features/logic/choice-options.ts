import { type DesignTree, OptionType, optionsOfNode, toPlainText } from '@cairn/core';

export interface Choice {
  value: number;
  label: string;
}

/** The answer choices of a question (not group headers, not sub-questions) as Select options. */
export function answerChoices(tree: DesignTree, nodeId: number | null): Choice[] {
  if (nodeId === null) return [];
  return optionsOfNode(tree, nodeId)
    .filter((option) => option.type === OptionType.Option && !option.isGroup)
    .map((option) => ({
      value: option.id,
      label: toPlainText(option.title) || (option.code ?? String(option.id)),
    }));
}

/** The sub-questions (matrix rows …) of a question as Select options. */
export function rowChoices(tree: DesignTree, nodeId: number): Choice[] {
  return optionsOfNode(tree, nodeId)
    .filter((option) => option.type === OptionType.SubQuestion)
    .map((option) => ({
      value: option.id,
      label: toPlainText(option.title) || (option.code ?? String(option.id)),
    }));
}
