import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import type { RespondSaveBody } from '@cairn/contract/respond/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointsFor } from '../api.ts';
import { submitResponse } from './submit.ts';

const FIRST = '2f1c9a6e-8d4b-4c1e-9f3a-0b5d7e2a1c44';
const SECOND = '7d0e6c1a-3b2f-4e5d-8a9c-1f2e3d4c5b6a';
const body: RespondSaveBody = {
  surveyCode: 'S1',
  responseId: FIRST,
  version: 1,
  answers: { '3': { optionId: 7 } },
};
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('submitResponse', () => {
  it('sends the same answers again under a new id when the old id is complete with other answers', async () => {
    const sent: RespondSaveBody[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const request = JSON.parse(String(init.body)) as RespondSaveBody;
        sent.push(request);
        if (request.responseId === FIRST)
          return json({ code: 'A0311', message: 'conflict', data: null }, 409);
        return json({
          code: '00000',
          message: 'ok',
          data: {
            receipt: RESPOND_RECEIPT_MARK,
            responseId: request.responseId,
            status: 'complete',
            submittedAt: 'x',
          },
        });
      }),
    );
    const newIds: string[] = [];
    const outcome = await submitResponse(endpointsFor(false, null), body, {
      onPending: () => {},
      onNewId: (id) => newIds.push(id),
      newId: () => SECOND,
      signal: new AbortController().signal,
    });
    expect(outcome).toMatchObject({ kind: 'done', receipt: { responseId: SECOND } });
    expect(newIds).toEqual([SECOND]);
    expect(sent.map((request) => request.responseId)).toEqual([FIRST, SECOND]);
    expect(sent[1]?.answers).toEqual(body.answers);
    // Files uploaded under the first id stay this response's.
    expect((sent[1] as { priorResponseIds?: string[] }).priorResponseIds).toEqual([FIRST]);
  });

  it('gives other refusals back without resending', async () => {
    const fetch = vi.fn(async () => json({ code: 'A0400', message: 'bad answers', data: null }, 400));
    vi.stubGlobal('fetch', fetch);
    const outcome = await submitResponse(endpointsFor(false, null), body, {
      onPending: () => {},
      onNewId: () => {},
      newId: () => SECOND,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ kind: 'refused', code: 'A0400', message: 'bad answers' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
