import { publishingApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { nodes, options, surveys } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export async function launch(t: TestApp, token: string, code: string, lang?: 'en') {
  const headers = lang ? { 'accept-language': lang } : undefined;
  return (await t.api(publishingApi.launch, { projectCode: code }, { token, headers })).body;
}

export async function surveyRow(t: TestApp, code: string) {
  return (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;
}

/** The survey's first group (every new project has one). */
export async function firstGroupId(t: TestApp, surveyId: number): Promise<number> {
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.surveyId, surveyId));
  return rows.find((n) => n.model === 2)!.id;
}

let position = 100;
/** A question written straight into the tables, for design states the editor would not make easily. */
export async function insertQuestion(
  t: TestApp,
  surveyId: number,
  init: {
    parentId: number | null;
    type: number;
    model?: number;
    code?: string | null;
    title?: string;
    setting?: Record<string, unknown>;
    options?: { title: string; type?: number; image?: string | null }[];
    joinId?: number;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(nodes)
    .values({
      surveyId,
      parentId: init.parentId,
      model: init.model ?? 1,
      type: init.type,
      code: init.code === undefined ? `Q${position}` : init.code,
      title: init.title ?? 'A question',
      position: position++,
      setting: init.setting ?? { required: true },
      joinId: init.joinId ?? 0,
    })
    .returning();
  for (const [i, o] of (init.options ?? []).entries()) {
    await t.database.db.insert(options).values({
      surveyId,
      nodeId: row!.id,
      type: o.type ?? 1,
      code: String(i + 1),
      title: o.title,
      position: i,
      image: o.image ?? null,
    });
  }
  return row!.id;
}
