import { CODING_POLL_MS, type CodingTask } from '@cairn/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTaskProgress } from '../../../api/endpoints/report-coding.ts';

/** The overlay closes this long after a task reports done (spec: 0.5 s), then the screen refreshes. */
export const TASK_CLOSE_MS = 500;

export type TaskKind = 'recommend' | 'hit';
export interface TaskView {
  kind: TaskKind;
  task: CodingTask;
  /** running: queued or working (taskStatus 0/1); failed: 2; done: 3, closing. */
  phase: 'running' | 'failed' | 'done';
}

/**
 * Runs a drafting or coding task: starts it, polls its progress every 2 s while it is queued or
 * running, shows a failure until retried or dismissed, and on success holds 100 % for 0.5 s before
 * calling `onDone`. One task at a time (the server refuses a second one anyway).
 */
const stop = (timer: { current: ReturnType<typeof setTimeout> | undefined }) => clearTimeout(timer.current);

export function useCodingTask(surveyCode: string, onDone: (kind: TaskKind) => void) {
  const [view, setView] = useState<TaskView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ kind: TaskKind; start: () => Promise<CodingTask> } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const alive = useRef(true);

  const follow = useCallback(
    (kind: TaskKind, task: CodingTask) => {
      if (!alive.current) return;
      if (task.taskStatus === 2) {
        setView({ kind, task, phase: 'failed' });
        return;
      }
      if (task.taskStatus === 3) {
        setView({ kind, task: { ...task, progress: 1 }, phase: 'done' });
        timer.current = setTimeout(() => {
          setView(null);
          done.current(kind);
        }, TASK_CLOSE_MS);
        return;
      }
      setView({ kind, task, phase: 'running' });
      timer.current = setTimeout(() => {
        fetchTaskProgress({ surveyCode, id: task.id }).then(
          (next) => follow(kind, next),
          // A lost poll is not the task failing: ask again at the next tick.
          () => follow(kind, task),
        );
      }, CODING_POLL_MS);
    },
    [surveyCode],
  );

  const run = useCallback(
    (kind: TaskKind, start: () => Promise<CodingTask>) => {
      stop(timer);
      last.current = { kind, start };
      // A refusal (a task already queued, no answers) is toasted by the client: nothing to follow.
      start().then(
        (task) => follow(kind, task),
        () => setView(null),
      );
    },
    [follow],
  );

  const retry = useCallback(() => {
    if (last.current) run(last.current.kind, last.current.start);
  }, [run]);

  const dismiss = useCallback(() => {
    stop(timer);
    setView(null);
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stop(timer);
    };
  }, []);

  return { view, run, retry, dismiss };
}
