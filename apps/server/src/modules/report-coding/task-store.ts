import type { CodingTask } from '@cairn/contract';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codingTasks } from '../../db/schema/coding.ts';

export type TaskRow = typeof codingTasks.$inferSelect;
export const TASK = { queued: 0, running: 1, failed: 2, done: 3 } as const;
const OPEN = [TASK.queued, TASK.running];

export async function openTaskOf(db: Db, reportId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(codingTasks)
    .where(and(eq(codingTasks.reportId, reportId), inArray(codingTasks.status, OPEN)));
  return row;
}

export async function insertTask(
  db: Db,
  values: {
    reportId: number;
    surveyId: number;
    type: 1 | 2;
    engine: string;
    params: unknown;
    createdBy: number;
    now: Date;
  },
): Promise<TaskRow> {
  const [row] = await db
    .insert(codingTasks)
    .values({ ...values, createdAt: values.now })
    .returning();
  return row!;
}

/** Takes the oldest queued task (any report, any survey) and marks it running. */
export async function claimNext(db: Db, now: Date): Promise<TaskRow | undefined> {
  const [next] = await db
    .select({ id: codingTasks.id })
    .from(codingTasks)
    .where(eq(codingTasks.status, TASK.queued))
    .orderBy(asc(codingTasks.id))
    .limit(1);
  if (!next) return undefined;
  const [row] = await db
    .update(codingTasks)
    .set({ status: TASK.running, startedAt: now })
    .where(and(eq(codingTasks.id, next.id), eq(codingTasks.status, TASK.queued)))
    .returning();
  return row ?? claimNext(db, now);
}

export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.update(codingTasks).set({ progress }).where(eq(codingTasks.id, id));
}

export async function finishTask(db: Db, id: number, now: Date, error: string | null): Promise<void> {
  await db
    .update(codingTasks)
    .set(
      error === null
        ? { status: TASK.done, progress: 1, finishedAt: now, error: null }
        : { status: TASK.failed, finishedAt: now, error },
    )
    .where(eq(codingTasks.id, id));
}

/**
 * At start: a task left running by a process that stopped is failed with the reason, so the
 * client shows "coding failed, retry"; queued ones are run in order.
 */
export async function failInterrupted(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(codingTasks)
    .set({
      status: TASK.failed,
      finishedAt: now,
      error: 'the server restarted while the task ran; run it again',
    })
    .where(eq(codingTasks.status, TASK.running))
    .returning({ id: codingTasks.id });
  return rows.length;
}

/**
 * A task this process was running when the database went away under it (its end could not be
 * written): failed with the reason once the database answers again, unless it was ended meanwhile.
 */
export async function failStranded(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(codingTasks)
    .set({
      status: TASK.failed,
      finishedAt: now,
      error: 'the database was unavailable while the task ran; run it again',
    })
    .where(and(eq(codingTasks.id, id), eq(codingTasks.status, TASK.running)));
}

/** Tasks queued or running ahead of this one (spec: taskNum). */
export async function tasksAhead(db: Db, task: TaskRow): Promise<number> {
  if (task.status === TASK.failed || task.status === TASK.done) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(codingTasks)
    .where(and(inArray(codingTasks.status, OPEN), lt(codingTasks.id, task.id)));
  return row?.n ?? 0;
}

export async function findTask(db: Db, surveyId: number, id: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(codingTasks)
    .where(and(eq(codingTasks.id, id), eq(codingTasks.surveyId, surveyId)));
  return row;
}

export async function taskView(db: Db, task: TaskRow): Promise<CodingTask> {
  return {
    id: task.id,
    reportId: task.reportId,
    taskType: task.type as 1 | 2,
    taskStatus: task.status as CodingTask['taskStatus'],
    progress: task.progress,
    taskNum: await tasksAhead(db, task),
    engine: task.engine as CodingTask['engine'],
    error: task.error,
    createdAt: task.createdAt.getTime(),
    finishedAt: task.finishedAt?.getTime() ?? null,
  };
}
