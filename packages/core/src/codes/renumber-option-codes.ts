import type { OptionRecord } from '../model/option.ts';
import { fail, type TreeResult } from '../tree/change.ts';
import type { DesignTree } from '../tree/design-tree.ts';
import { questionForOptions } from '../tree/option-queries.ts';
import { TreeDraft } from '../tree/tree-draft.ts';
import { dependantsOf, rootOf } from './link-family.ts';

/**
 * Renumbers the option codes of a question's linked family together (spec: "option codes
 * renumber automatically for linked questions"): the source's options 1..n in order (groups
 * G1..Gk), each mirror its source's code, and each question's own options after every code the
 * family used before it, so no question ever holds a code twice.
 */
export function renumberOptionCodes(tree: DesignTree, input: { nodeId: number }): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const root = rootOf(draft, input.nodeId);
  const highest = new Map<string, number>();
  const kindOf = (option: OptionRecord) => `${option.type}:${option.isGroup}`;
  const assign = (option: OptionRecord, number: number) => {
    highest.set(kindOf(option), Math.max(highest.get(kindOf(option)) ?? 0, number));
    const code = option.isGroup ? `G${number}` : String(number);
    if (code !== option.code) draft.putOption({ ...option, code });
  };
  for (const nodeId of [root, ...dependantsOf(draft, root)]) {
    const options = draft.optionsOfNode(nodeId);
    for (const option of options.filter((each) => each.joinId !== 0)) {
      const source = draft.option(option.joinId);
      const number = Number((source?.code ?? '').replace(/^G/, ''));
      if (source && number > 0) assign(option, number);
    }
    const start = new Map(highest);
    const counters = new Map<string, number>();
    for (const option of options.filter((each) => each.joinId === 0)) {
      const next = (counters.get(kindOf(option)) ?? start.get(kindOf(option)) ?? 0) + 1;
      counters.set(kindOf(option), next);
      assign(option, next);
    }
  }
  return draft.commit();
}
