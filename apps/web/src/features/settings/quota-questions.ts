import { type Node, NodeModel, QUOTA_QUESTION_TYPES, type QuotaCondition, toPlainText } from '@cairn/core';

export interface QuotaQuestion {
  id: number;
  label: string;
  options: { id: number; label: string }[];
}

/**
 * The questions a quota can use, in survey order: choice questions outside the trash, each with
 * its plain options (not option groups or sub-questions), labelled "code title".
 */
export function quotaQuestions(nodes: readonly Node[]): QuotaQuestion[] {
  const out: QuotaQuestion[] = [];
  const walk = (list: readonly Node[]) => {
    for (const node of list) {
      if (node.deletedAt) continue;
      if (node.model === NodeModel.Question && QUOTA_QUESTION_TYPES.includes(node.type)) {
        const title = toPlainText(node.title).trim();
        out.push({
          id: node.id,
          label: [node.code, title].filter(Boolean).join(' ') || `#${node.id}`,
          options: node.options
            .filter((o) => o.type === 1 && !o.isGroup)
            .map((o) => ({ id: o.id, label: toPlainText(o.title).trim() || o.code || `#${o.id}` })),
        });
      }
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** A quota's conditions in words ("Q1 Gender: Male / Female"), for the list. */
export function describeConditions(
  conditions: readonly QuotaCondition[],
  questions: readonly QuotaQuestion[],
): string[] {
  return conditions.map((c) => {
    const q = questions.find((x) => x.id === c.nodeId);
    if (!q) return `#${c.nodeId}`;
    const names = c.optionIds.map((id) => q.options.find((o) => o.id === id)?.label ?? `#${id}`);
    return `${q.label}: ${names.join(' / ')}`;
  });
}
