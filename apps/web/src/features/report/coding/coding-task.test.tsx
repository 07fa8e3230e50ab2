// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as coding from '../../../api/endpoints/report-coding.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { renderCodingPage, task } from './coding-test-kit.tsx';
import { RunCoder } from './run-coder.tsx';
import { TaskOverlay } from './task-overlay.tsx';
import { useCodingTask } from './use-coding-task.ts';

const api = mockExports(coding);
const onDone = vi.fn();

/** The coder's button and the overlay as the workspace wires them. */
function Harness() {
  const running = useCodingTask('S1', onDone);
  return (
    <>
      <RunCoder surveyCode="S1" reportId={7} disabled={false} task={running} />
      <TaskOverlay view={running.view} onRetry={running.retry} onClose={running.dismiss} />
    </>
  );
}

const ESTIMATE = {
  answerCount: 30,
  engine: 'offline' as const,
  model: null,
  inputTokens: 0,
  outputTokens: 0,
  cost: null,
  currency: null,
  ready: true,
  reason: null,
};
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const overlay = () => screen.queryByRole('dialog', { name: 'Coding answers' });

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  api.validateTask.mockResolvedValue(ESTIMATE);
});
afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
  cleanup();
});

/** Shows the estimate, then starts the coder with fake timers from the click on. */
async function startCoder() {
  renderCodingPage('/', '/', <Harness />);
  fireEvent.click(screen.getByRole('button', { name: /Run the AI coder/ }));
  expect(await screen.findByText('Answers to read: 30')).toBeTruthy();
  expect(screen.getByText(/offline coder/)).toBeTruthy();
  expect(screen.getByText('Estimated cost: free')).toBeTruthy();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await tick(0);
}

describe('coding task overlay', { timeout: 60_000 }, () => {
  it('polls every 2 s with cycling dots and the queue, holds 100 % for 0.5 s, then calls back', async () => {
    api.startHitTask.mockResolvedValue(task({ taskStatus: 0, taskNum: 2 }));
    api.fetchTaskProgress
      .mockResolvedValueOnce(task({ taskStatus: 1, progress: 0.4 }))
      .mockResolvedValueOnce(task({ taskStatus: 3, progress: 0.9 }));
    await startCoder();
    expect(api.startHitTask).toHaveBeenCalledWith(
      expect.objectContaining({ surveyCode: 'S1', reportId: 7, scope: 'uncoded' }),
    );
    expect(overlay()).not.toBeNull();
    expect(screen.getByText('2 projects ahead')).toBeTruthy();
    expect(screen.getByTestId('waiting-dots').textContent).toBe('.');
    await tick(800);
    expect(screen.getByTestId('waiting-dots').textContent).toBe('..');
    await tick(800);
    expect(screen.getByTestId('waiting-dots').textContent).toBe('...');
    expect(api.fetchTaskProgress).not.toHaveBeenCalled();
    await tick(400);
    expect(api.fetchTaskProgress).toHaveBeenCalledTimes(1);
    expect(api.fetchTaskProgress).toHaveBeenLastCalledWith({ surveyCode: 'S1', id: 5 });
    expect(screen.queryByText(/projects ahead/)).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await tick(1999);
    expect(api.fetchTaskProgress).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(api.fetchTaskProgress).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await tick(499);
    expect(overlay()).not.toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    await tick(1);
    expect(overlay()).toBeNull();
    expect(onDone).toHaveBeenCalledWith('hit');
  });

  it('shows "coding failed, retry" on a failed task and starts it again on retry', async () => {
    api.startHitTask.mockResolvedValue(task({ taskStatus: 1 }));
    api.fetchTaskProgress.mockResolvedValueOnce(task({ taskStatus: 2, error: 'the model refused' }));
    await startCoder();
    await tick(2000);
    expect(screen.getByText('Coding failed, retry')).toBeTruthy();
    expect(screen.getByText('the model refused')).toBeTruthy();
    // A failed task is not polled any more.
    await tick(4000);
    expect(api.fetchTaskProgress).toHaveBeenCalledTimes(1);
    api.fetchTaskProgress.mockResolvedValueOnce(task({ taskStatus: 3, progress: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await tick(0);
    expect(api.startHitTask).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Coding failed, retry')).toBeNull();
    await tick(2000);
    await tick(500);
    expect(overlay()).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not start a task the estimate says cannot run', async () => {
    api.validateTask.mockResolvedValue({ ...ESTIMATE, ready: false, reason: 'The frame has no codes' });
    renderCodingPage('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Run the AI coder/ }));
    expect(await screen.findByText('Cannot run now: The frame has no codes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
