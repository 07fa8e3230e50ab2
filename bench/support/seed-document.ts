import { OptionType, type SurveyDocument } from '@cairn/core';
import { aDocument } from '../../packages/core/src/testing/document-builder.ts';
import { SEED_PLAN } from './seed-design.ts';

/**
 * The report benchmark survey's document made in memory (no database): the questions of
 * `SEED_PLAN` in one group, with the codes, titles, options and settings `writeSeedQuestions`
 * writes, so an in-process benchmark reports the same columns as the seeded database's published
 * version (ids differ; option codes, which are the category values, do not).
 */
export function seedDocument(): SurveyDocument {
  const builder = aDocument().group();
  let position = 0;
  for (const plan of SEED_PLAN) {
    for (let i = 0; i < plan.count; i++) {
      position++;
      builder.question(plan.type, {
        code: `Q${position}`,
        title: `<p>Question ${position}</p>`,
        options: Array.from({ length: plan.options }, (_, o) => `Option ${o + 1}`),
        subQuestions: Array.from({ length: plan.rows ?? 0 }, (_, r) => `Row ${r + 1}`),
        ...(plan.setting ? { setting: plan.setting } : {}),
        ...(plan.subType === undefined ? {} : { subType: plan.subType }),
      });
    }
  }
  const document = builder.build();
  // Sub-questions follow the choices in one position sequence, as the seeded design stores them.
  for (const node of document.nodes) {
    const rows = document.options.filter((o) => o.nodeId === node.id);
    const choices = rows.filter((o) => o.type === OptionType.Option).length;
    for (const row of rows) if (row.type === OptionType.SubQuestion) row.position += choices;
  }
  return document;
}
