import { Worker } from 'node:worker_threads';
import type { DraftFrame, FrameNode } from '@cairn/coding';
import type { RecommendedCode } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { CoderConfig } from '../../coder-config.ts';
import type { Db } from '../../db/client.ts';
import { codingAudit, codingHits, codingRecommendations, codingReports } from '../../db/schema/coding.ts';
import { AppError } from '../../http/app-error.ts';
import { workerEntry } from '../../worker-entry.ts';
import { type CodingState, loadState, requireAnswers } from './coding-state.ts';
import type { CodingJob, CodingWorkerMessage } from './coding-worker-protocol.ts';
import { answerUid } from './column-answers.ts';
import { childrenOf, countingNet, leavesOf } from './frame-ops.ts';
import { insertHits, type NewHit } from './hit-store.ts';
import { finishTask, setProgress, type TaskRow } from './task-store.ts';

export type TaskDeps = { db: Db; now: () => number; coder?: CoderConfig | undefined };

/** Progress is written when it moved by this much (and at the end), not at every message. */
const PROGRESS_STEP = 0.05;

export interface RunningWorker {
  worker: Worker | null;
}

/** Runs one job in a fresh coding worker thread, writing progress and audit entries as they come. */
function runJob(deps: TaskDeps, task: TaskRow, job: CodingJob, handle: RunningWorker) {
  return new Promise<Extract<CodingWorkerMessage, { type: 'done' }>>((resolve, reject) => {
    const worker = new Worker(workerEntry(import.meta.url, 'coding-worker'), { workerData: job });
    handle.worker = worker;
    let written = 0;
    let writes = Promise.resolve();
    const later = (write: () => Promise<unknown>) => {
      writes = writes.then(write).then(
        () => {},
        () => {},
      );
    };
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      handle.worker = null;
      void worker.terminate();
      void writes.then(fn);
    };
    worker.on('message', (message: CodingWorkerMessage) => {
      if (message.type === 'progress') {
        const progress = message.total > 0 ? Math.min(0.99, message.done / message.total) : 0;
        if (progress - written >= PROGRESS_STEP) {
          written = progress;
          later(() => setProgress(deps.db, task.id, progress));
        }
      } else if (message.type === 'audit') {
        later(() =>
          deps.db.insert(codingAudit).values({ taskId: task.id, ...message.entry, at: new Date(deps.now()) }),
        );
      } else if (message.type === 'done') settle(() => resolve(message));
      else settle(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the coding worker stopped (code ${code})`))));
  });
}

function recommendedTree(draft: DraftFrame, texts: readonly string[]): RecommendedCode[] {
  const build = (parentId: string | null): RecommendedCode[] =>
    draft.nodes
      .filter((n) => n.parentId === parentId)
      .map((n) => ({
        label: n.label,
        keywords: [...n.keywords],
        level: n.level,
        support: n.support,
        examples: n.exampleIndices
          .slice(0, 3)
          .map((i) => texts[i]!)
          .filter(Boolean),
        nodes: build(n.id),
      }));
  return build(null);
}

/** The frame as the coder sees it: entries in use with their keywords, leaves coded. */
function coderFrame(state: CodingState): FrameNode[] {
  const out: FrameNode[] = [];
  const walk = (parentId: number | null) => {
    for (const row of childrenOf(state.frame, parentId)) {
      out.push({
        id: String(row.id),
        parentId: row.parentId === null ? null : String(row.parentId),
        level: row.level as 1 | 2 | 3,
        label: row.label,
        keywords: row.keywords,
      });
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

/** Runs a claimed task to done (3) or failed (2, with the reason). */
export async function runTask(deps: TaskDeps, task: TaskRow, handle: RunningWorker): Promise<void> {
  const config: CoderConfig = deps.coder ?? { engine: 'offline' };
  try {
    const [report] = await deps.db.select().from(codingReports).where(eq(codingReports.id, task.reportId));
    if (!report) throw new Error('the report was deleted');
    const state = await loadState(deps.db, { id: report.surveyId }, report);
    const params = task.params as Record<string, number | string>;
    if (task.type === 1) {
      requireAnswers(state, false);
      const texts = state.answers.map((a) => a.text);
      const job: CodingJob = {
        op: 'draft',
        config,
        answers: texts,
        maxNets: Number(params.maxNets ?? 8),
        maxLeaves: Number(params.maxLeaves ?? 20),
      };
      const { draft } = await runJob(deps, task, job, handle);
      const codes = recommendedTree(draft!, texts);
      const now = new Date(deps.now());
      await deps.db
        .insert(codingRecommendations)
        .values({ reportId: report.id, taskId: task.id, codes, createdAt: now })
        .onConflictDoUpdate({
          target: codingRecommendations.reportId,
          set: { taskId: task.id, codes, createdAt: now },
        });
      if (report.type === 0)
        await deps.db.update(codingReports).set({ type: 1 }).where(eq(codingReports.id, report.id));
    } else {
      requireAnswers(state, true);
      const minConfidence = Number(params.minConfidence ?? 0.3);
      const coded = new Set<number>();
      state.facts.forEach((f, i) => {
        if (f.checked && countingNet(state.frame, state.live[i]!.netId)) coded.add(f.answer);
      });
      const chosen = state.answers
        .map((answer, index) => ({ answer, index }))
        .filter(({ index }) => params.scope === 'all' || !coded.has(index));
      if (chosen.length === 0) throw new AppError('A0334', 'every answer is coded already');
      const job: CodingJob = {
        op: 'code',
        config,
        answers: chosen.map((c) => c.answer.text),
        frame: coderFrame(state),
        minConfidence,
        maxCodes: Number(params.maxCodes ?? 3),
      };
      const { coded: result } = await runJob(deps, task, job, handle);
      const leaves = new Set(leavesOf(state.frame).map((l) => String(l.id)));
      const hits: NewHit[] = [];
      for (const { index, codes } of result!) {
        const answer = chosen[index]!.answer;
        for (const code of codes)
          if (code.confidence >= minConfidence && leaves.has(code.codeId))
            hits.push({
              netId: Number(code.codeId),
              responseId: answer.responseId,
              answerKey: answer.answerKey,
              source: 'ai',
              confidence: code.confidence,
              checked: false,
              taskId: task.id,
            });
      }
      // The answers coded again lose their earlier suggestions still awaiting approval.
      const recoded = new Set(chosen.map((c) => answerUid(c.answer.responseId, c.answer.answerKey)));
      const stale = state.live
        .filter((h) => h.source === 'ai' && !h.checked && recoded.has(answerUid(h.responseId, h.answerKey)))
        .map((h) => h.id);
      await deps.db.transaction(async (tx) => {
        for (let i = 0; i < stale.length; i += 1000)
          await tx
            .delete(codingHits)
            .where(and(eq(codingHits.reportId, report.id), inArray(codingHits.id, stale.slice(i, i + 1000))));
        await insertHits(tx as unknown as Db, report.id, hits, new Date(deps.now()));
      });
    }
    await finishTask(deps.db, task.id, new Date(deps.now()), null);
  } catch (error) {
    const reason =
      error instanceof AppError
        ? (error.detail ?? error.code)
        : error instanceof Error
          ? error.message
          : String(error);
    await finishTask(deps.db, task.id, new Date(deps.now()), reason);
  }
}
