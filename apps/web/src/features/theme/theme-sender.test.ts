import type { StyleSaved, StyleUpdateBody } from '@cairn/contract';
import { defaultTheme } from '@cairn/core';
import { describe, expect, it, vi } from 'vitest';
import { createThemeSender } from './theme-sender.ts';

function deferredSend() {
  const calls: { edit: StyleUpdateBody; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = (edit: StyleUpdateBody) =>
    new Promise<StyleSaved>((resolve, reject) => {
      const answer: StyleSaved = {
        theme: defaultTheme(),
        backgroundUrl: null,
        saved: { version: calls.length + 2, saveTime: 1, status: 0, relaunch: false },
      };
      calls.push({ edit, resolve: () => resolve(answer), reject });
    });
  return { calls, send };
}
const flush = () =>
  new Promise<void>((r) => queueMicrotask(r)).then(() => new Promise<void>((r) => queueMicrotask(r)));

describe('theme sender', () => {
  it('sends one edit at a time, in order, and keeps only the newest value of a waiting field', async () => {
    const { calls, send } = deferredSend();
    const saved = vi.fn();
    const sender = createThemeSender(send, { saved, failed: vi.fn() });
    sender.push({ surveyCode: 'S', type: 'mode', value: 'dark' });
    sender.push({ surveyCode: 'S', type: 'touch', value: true });
    sender.push({ surveyCode: 'S', type: 'touch', value: false });
    expect(calls.map((c) => c.edit.type)).toEqual(['mode']);
    expect(sender.pending()).toBe(2);
    calls[0]!.resolve();
    await flush();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.edit)).toEqual([
      { surveyCode: 'S', type: 'mode', value: 'dark' },
      { surveyCode: 'S', type: 'touch', value: false },
    ]);
    calls[1]!.resolve();
    await flush();
    expect(sender.pending()).toBe(0);
    expect(saved).toHaveBeenLastCalledWith(expect.anything(), 0);
  });

  it('drops waiting edits when a whole theme is applied, and after a refusal', async () => {
    const { calls, send } = deferredSend();
    const failed = vi.fn();
    const sender = createThemeSender(send, { saved: vi.fn(), failed });
    sender.push({ surveyCode: 'S', type: 'answer', value: 'card' });
    sender.push({ surveyCode: 'S', type: 'mode', value: 'dark' });
    sender.push({ surveyCode: 'S', type: 'theme', themeId: 3 });
    calls[0]!.resolve();
    await flush();
    expect(calls.map((c) => c.edit.type)).toEqual(['answer', 'theme']);
    sender.push({ surveyCode: 'S', type: 'touch', value: true });
    calls[1]!.reject(new Error('refused'));
    await flush();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(sender.pending()).toBe(0);
  });

  it('tells when everything pushed so far is answered', async () => {
    const { calls, send } = deferredSend();
    const sender = createThemeSender(send, { saved: vi.fn(), failed: vi.fn() });
    let idle = false;
    await sender.idle();
    sender.push({ surveyCode: 'S', type: 'mode', value: 'dark' });
    sender.push({ surveyCode: 'S', type: 'touch', value: true });
    void sender.idle().then(() => {
      idle = true;
    });
    calls[0]!.resolve();
    await flush();
    expect(idle).toBe(false);
    calls[1]!.resolve();
    await flush();
    expect(idle).toBe(true);
  });
});
