/**
 * The insight report's PDF on the whole path a user waits for: `POST /api/pdf/v1/insight/export`
 * on a 100-question survey with N responses in PostgreSQL (the report bench survey's mix of
 * types, bench/support/seed-report-survey.ts), banner by Q1 — the dataset built, the board and
 * the cross table of every question by the banner computed, the text written by rules, the PDF
 * laid out with the CJK font subset in. Runs:
 *   uncached (first): a fresh server process's first export (the report worker starts, the
 *     dataset is built, the font files are read and parsed);
 *   uncached dataset: the report engine closed, so the dataset and figures are built again
 *     (fonts already parsed, as in a server that has made a PDF before);
 *   cached: the same export again (the engine's dataset and boards held).
 *
 *   npx tsx bench/insight-pdf-full.ts [responses=10000]
 *
 * Target (issue 21): ≤ 10 s for the PDF of a 100-question report. Prints, asserts nothing.
 * Needs PostgreSQL (DATABASE_URL or the local default).
 */
import {
  DESIGNER_BASIC_AUTH,
  DESIGNER_CLIENT_SECRET,
  fullPath,
  insightApi,
  signRequest,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { nodes } from '../apps/server/src/db/schema/index.ts';
import { createMemoryStorage } from '../apps/server/src/modules/files/storage.ts';
import { createManualQueue } from '../apps/server/src/modules/jobs/queue.ts';
import { createOutboxMailer } from '../apps/server/src/modules/mail/outbox-mailer.ts';
import { closeReportEngine } from '../apps/server/src/modules/report/engine/report-engine.ts';
import { createOutboxSms } from '../apps/server/src/modules/sms/outbox-sms.ts';
import { injectCaller } from '../apps/server/test/support/inject-call.ts';
import { seedReportSurvey } from './support/seed-report-survey.ts';

const QUESTIONS = 100;
const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
const seeded = await seedReportSurvey({ responses: count, questions: QUESTIONS });
const deps = {
  db: seeded.database.db,
  mailer: createOutboxMailer(seeded.database.db),
  sms: createOutboxSms(seeded.database.db),
  storage: createMemoryStorage(),
  signingKey: new TextEncoder().encode('bench-signing-key-of-enough-length-0123456789'),
  now: () => Date.now(),
  jobs: createManualQueue(),
  downloadTtlMs: 14 * 24 * 3600_000,
};
const app = await buildApp({ deps, webDist: '/nonexistent' });
try {
  const call = injectCaller(app, () => Date.now());
  const login = await call<{ token: string }>('POST', '/api/auth/oauth/token', {
    body: { username: seeded.username, password: seeded.password },
    headers: { authorization: DESIGNER_BASIC_AUTH },
  });
  const token = login.body.data?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const [q1] = await seeded.database.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.surveyId, seeded.surveyId), eq(nodes.code, 'Q1')));
  const body = { surveyCode: seeded.code, banner: [`n${q1!.id}`], lang: 'zh' };

  const exportOnce = async (label: string) => {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    const time = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: fullPath(insightApi.exportPdf),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        time: String(time),
        sign: signRequest({}, body, time, DESIGNER_CLIENT_SECRET),
      },
      payload: JSON.stringify(body),
    });
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(startCpu);
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('pdf'))
      throw new Error(`export failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(
      `${label}: ${wall.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU of this ` +
        `process (the report worker's is its own); ${pages} pages, ${(res.rawPayload.length / 1024).toFixed(0)} KB`,
    );
  };
  console.log(
    `${QUESTIONS} questions, ${seeded.responses.toLocaleString('en')} responses, banner Q1 (target ≤ 10 s)`,
  );
  await exportOnce('uncached (first export of the process)');
  await closeReportEngine(deps);
  await exportOnce('uncached dataset (engine closed, fonts parsed)');
  await exportOnce('cached');
} finally {
  await closeReportEngine(deps);
  await app.close();
  await seeded.drop();
}
