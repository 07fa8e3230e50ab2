import type { AnswerIssue, Node } from '@cairn/core';
import { OptionType } from '@cairn/core/model/enums';
import { toPlainText } from '@cairn/core/rich-text/to-plain-text';
import type { OptionRecord } from './types.ts';

/** Options in position order (the API sends them so; damaged data must not reorder the screen). */
function ordered(node: Node): OptionRecord[] {
  return [...node.options].sort((a, b) => a.position - b.position);
}

/** Answer choices (type 1) that are not group headers, as core's validators count them. */
export function choicesOf(node: Node): OptionRecord[] {
  return ordered(node).filter((option) => option.type === OptionType.Option && !option.isGroup);
}

/** Sub-questions (type 2): matrix rows, drag lists. */
export function rowsOf(node: Node): OptionRecord[] {
  return ordered(node).filter((option) => option.type === OptionType.SubQuestion && !option.isGroup);
}

export interface ChoiceBlock {
  /** The group header, or null for options outside any group. */
  group: OptionRecord | null;
  options: OptionRecord[];
}

/**
 * Choices under their group headers. A group stands where core put it (at its first member);
 * its members follow it even when they are not next to each other in the list.
 */
export function groupedChoices(node: Node): ChoiceBlock[] {
  const all = ordered(node).filter((option) => option.type === OptionType.Option);
  const groups = new Set(all.filter((option) => option.isGroup).map((option) => option.id));
  const blocks: ChoiceBlock[] = [];
  for (const option of all) {
    if (option.isGroup) {
      blocks.push({ group: option, options: all.filter((o) => !o.isGroup && o.parentId === option.id) });
    } else if (option.parentId === null || !groups.has(option.parentId)) {
      const last = blocks.at(-1);
      if (last && last.group === null) last.options.push(option);
      else blocks.push({ group: null, options: [option] });
    }
  }
  return blocks;
}

export function plainTitle(option: { title: string }): string {
  return toPlainText(option.title);
}

/** Whether an issue names this key first in its path (an option, row or field id, or an index). */
export function hasIssueAt(issues: readonly AnswerIssue[] | undefined, key: string | number): boolean {
  return (issues ?? []).some((found) => String(found.path[0]) === String(key));
}

/** Drops keys whose value is blank, so an untouched field is absent as core expects. */
export function withoutBlank(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([, text]) => text.trim() !== ''));
}
