import { findQuestionType, MatrixSubType, OptionType, QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { nodes, options } from '../../apps/server/src/db/schema/index.ts';

/**
 * The 60 questions of the report benchmark survey, mixed as a real questionnaire mixes them:
 * mostly choices and scales, some matrices, rankings, open texts and numbers.
 */
interface Plan {
  type: number;
  count: number;
  options: number;
  rows?: number;
  setting?: Record<string, unknown>;
  subType?: number;
}

export const SEED_PLAN: readonly Plan[] = [
  { type: QuestionType.SingleChoice, count: 14, options: 5 },
  { type: QuestionType.Dropdown, count: 3, options: 6 },
  { type: QuestionType.MultipleChoice, count: 8, options: 5 },
  { type: QuestionType.Rate, count: 8, options: 1 },
  { type: QuestionType.Nps, count: 4, options: 0 },
  { type: QuestionType.Slider, count: 4, options: 1 },
  { type: QuestionType.Matrix, count: 5, options: 5, rows: 3, subType: MatrixSubType.Single },
  { type: QuestionType.Rank, count: 4, options: 4 },
  { type: QuestionType.OpenText, count: 6, options: 0 },
  // Open text in the integer format: the "number" question (age, household size ...).
  { type: QuestionType.OpenText, count: 4, options: 0, setting: { format: 1 } },
];

/** How wide a format-2 export of the survey is: its multiple choices' options decide it. */
export type SeedWidth = 'narrow' | 'plain' | 'wide';
const MULTIPLE_OPTIONS: Record<SeedWidth, number> = { narrow: 2, plain: 5, wide: 8 };

/**
 * The 60 questions with 2, 5 or 8 options to each multiple choice: a format-2 export of 100, 124
 * or 148 columns (one 0/1 column per option), the "CSV of 1M × 100" and "xlsx of 100,000
 * × ~150" (`report-board.ts --narrow`, `--wide`).
 */
export function seedPlan(width: SeedWidth = 'plain', questions = 60): readonly Plan[] {
  const options = MULTIPLE_OPTIONS[width];
  const plans = SEED_PLAN.map((plan) =>
    plan.type === QuestionType.MultipleChoice ? { ...plan, options } : plan,
  );
  if (questions === 60) return plans;
  // Another length keeps the mix: each kind's count scaled, the rounding left over on the first.
  const scaled = plans.map((plan) => ({ ...plan, count: Math.round((plan.count * questions) / 60) }));
  const short = questions - scaled.reduce((sum, plan) => sum + plan.count, 0);
  scaled[0] = { ...scaled[0]!, count: scaled[0]!.count + short };
  return scaled;
}

/**
 * Writes the questions straight into the survey's first group (design setup is not what the
 * benchmark measures; each row carries its type's default setting, as the designer adds it).
 */
export async function writeSeedQuestions(
  database: Database,
  surveyId: number,
  width: SeedWidth = 'plain',
  questions = 60,
): Promise<void> {
  const { db } = database;
  const [group] = await db.select().from(nodes).where(eq(nodes.surveyId, surveyId));
  if (!group) throw new Error('the new survey has no group');
  let position = 0;
  for (const plan of seedPlan(width, questions)) {
    const definition = findQuestionType(plan.type);
    if (!definition) throw new Error(`no question type ${plan.type}`);
    for (let i = 0; i < plan.count; i++) {
      position++;
      const [node] = await db
        .insert(nodes)
        .values({
          surveyId,
          parentId: group.id,
          model: definition.model,
          type: plan.type,
          subType: plan.subType ?? definition.defaultSubType,
          attribute: definition.defaultAttribute,
          code: `Q${position}`,
          title: `<p>Question ${position}</p>`,
          position,
          setting: { ...(definition.defaultSetting() as object), ...plan.setting },
        })
        .returning({ id: nodes.id });
      const rows = [
        ...Array.from({ length: plan.options }, (_, o) => ({ type: OptionType.Option, n: o })),
        ...Array.from({ length: plan.rows ?? 0 }, (_, r) => ({ type: OptionType.SubQuestion, n: r })),
      ];
      if (rows.length === 0) continue;
      await db.insert(options).values(
        rows.map((row, index) => ({
          surveyId,
          nodeId: node!.id,
          type: row.type,
          code: String(row.n + 1),
          title: row.type === OptionType.Option ? `Option ${row.n + 1}` : `Row ${row.n + 1}`,
          position: index,
        })),
      );
    }
  }
}
