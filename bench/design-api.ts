/**
 * Server-side time of the design calls on the largest survey we support: 1,000 questions with
 * 5 options each, in 20 groups, on the embedded database (or PostgreSQL when DATABASE_URL is
 * set). Each figure is the time of the whole call through the app (signature, token, access
 * check, transaction, response), in process. Prints figures, asserts nothing:
 *
 *   npx tsx bench/design-api.ts
 *
 * Targets (issue 3): whole tree under 100 ms, single edits under 15 ms median.
 */
import {
  authApi,
  type CallInput,
  DESIGNER_BASIC_AUTH,
  nodesApi,
  projectsApi,
  type TreeEdited,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { nodes, options, surveys } from '../apps/server/src/db/schema/index.ts';
import { createMemoryStorage } from '../apps/server/src/modules/files/storage.ts';
import { createManualQueue } from '../apps/server/src/modules/jobs/queue.ts';
import { createOutboxMailer } from '../apps/server/src/modules/mail/outbox-mailer.ts';
import { createOutboxSms } from '../apps/server/src/modules/sms/outbox-sms.ts';
import type { EditCall } from '../apps/server/test/support/design.ts';
import { describedCaller, injectCaller } from '../apps/server/test/support/inject-call.ts';

const GROUPS = 20;
const PER_GROUP = 50;
const OPTIONS = 5;
const RUNS = 30;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${samples.length})`;
}

async function time(run: () => Promise<{ body: { code: string; message: string } }>): Promise<number> {
  const started = performance.now();
  const res = await run();
  const took = performance.now() - started;
  if (res.body.code !== '00000') throw new Error(`call failed: ${res.body.code} ${res.body.message}`);
  return took;
}

/** Writes the big survey straight into the tables (setup, not measured). */
async function fillSurvey(database: Database, surveyId: number): Promise<number[]> {
  const { db } = database;
  await db.delete(nodes).where(eq(nodes.surveyId, surveyId));
  const questionIds: number[] = [];
  let code = 1;
  for (let g = 0; g < GROUPS; g++) {
    const [group] = await db
      .insert(nodes)
      .values({ surveyId, parentId: null, model: 2, title: `分组${g + 1}`, position: g })
      .returning({ id: nodes.id });
    const rows = Array.from({ length: PER_GROUP }, (_, q) => ({
      surveyId,
      parentId: group!.id,
      model: 1,
      type: QuestionType.SingleChoice,
      code: `Q${code++}`,
      title: `<p>Question ${code - 1}: how satisfied are you with this part of the service?</p>`,
      position: q,
      setting: { required: true, is_random: false, columns: 1 },
    }));
    const made = await db.insert(nodes).values(rows).returning({ id: nodes.id });
    questionIds.push(...made.map((m) => m.id));
    await db.insert(options).values(
      made.flatMap((m) =>
        Array.from({ length: OPTIONS }, (_, o) => ({
          surveyId,
          nodeId: m.id,
          type: 1,
          code: String(o + 1),
          title: `选项-${o + 1}`,
          position: o,
        })),
      ),
    );
  }
  return questionIds;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite({});
  await runMigrations(database);
  let now = Date.now();
  const deps = {
    db: database.db,
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    storage: createMemoryStorage(),
    signingKey: new TextEncoder().encode('bench-signing-key-of-enough-length-0123456789'),
    now: () => now,
    jobs: createManualQueue(),
    downloadTtlMs: 14 * 24 * 3600_000,
  };
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  const call = injectCaller(app, () => now);
  const username = `bench${Date.now().toString(36)}`;
  const api = describedCaller(call);
  await api(authApi.register, { username, password: 'bench-pass-1' });
  const login = await api(
    authApi.token,
    { username, password: 'bench-pass-1' },
    { headers: { authorization: DESIGNER_BASIC_AUTH } },
  );
  const token = login.body.data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const init = await api(projectsApi.init, {}, { token });
  const code = init.body.data.code;
  const [survey] = await database.db.select().from(surveys).where(eq(surveys.code, code));
  const questionIds = await fillSurvey(database, survey!.id);
  await database.db.update(surveys).set({ editVersion: 100 }).where(eq(surveys.id, survey!.id));

  const getTree = () => api(nodesApi.tree, { surveyCode: code }, { token });
  await time(getTree); // the first call warms the JIT; not counted
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Another version than the cached tree's: the call reads every row again.
    await database.db
      .update(surveys)
      .set({ editVersion: 100 + i + 1 })
      .where(eq(surveys.id, survey!.id));
    cold.push(await time(getTree));
  }
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await time(getTree));

  let version = 100 + RUNS;
  const edit = async <E extends EditCall>(endpoint: E, input: Omit<CallInput<E>, 'surveyCode'>) => {
    now += 1;
    const res = await api(endpoint, { surveyCode: code, ...input } as never, { token, version });
    if (res.body.code === '00000') version = (res.body.data as TreeEdited).saved.version;
    return res;
  };
  const titles: number[] = [];
  const sorts: number[] = [];
  const copies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    titles.push(
      await time(() => edit(nodesApi.update, { id: questionIds[i]!, title: `<p>Edited ${i}</p>` })),
    );
  }
  // Moves the first question of group 1 to the end of the group and back: the sort payload names
  // every position that shifts (50 items), as the designer sends it.
  const [firstGroup] = await database.db.select().from(nodes).where(eq(nodes.id, questionIds[0]!));
  const groupId = firstGroup!.parentId!;
  let order = questionIds.slice(0, PER_GROUP);
  for (let i = 0; i < RUNS; i++) {
    order = [...order.slice(1), order[0]!];
    const items = order.map((id, position) => ({ id, parentId: groupId, position }));
    sorts.push(await time(() => edit(nodesApi.sort, { items, dragNodeId: items.at(-1)!.id })));
  }
  // At 1,000 questions a copy is refused (A0211), so each copy follows a delete (not measured).
  for (let i = 0; i < RUNS; i++) {
    await edit(nodesApi.remove, { id: questionIds[500 + i]! });
    copies.push(await time(() => edit(nodesApi.copy, { id: questionIds[600 + i]! })));
  }

  console.log(
    `design API on ${url ? 'PostgreSQL' : 'PGlite (embedded)'}: ${GROUPS * PER_GROUP} questions × ${OPTIONS} options`,
  );
  console.log(`  whole tree, rows read:                ${stats(cold)}   target < 100 ms`);
  console.log(`  whole tree, again (cached tree):      ${stats(warm)}   target < 100 ms`);
  console.log(`  title edit:                           ${stats(titles)}   target median < 15 ms`);
  console.log(`  sort (50-item payload):               ${stats(sorts)}   target median < 15 ms`);
  console.log(`  copy a question:                      ${stats(copies)}   target median < 15 ms`);
  await app.close();
  await database.close();
}

await main();
