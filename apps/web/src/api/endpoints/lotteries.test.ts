// @vitest-environment happy-dom
import { lotteryApi } from '@cairn/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lottery } from '../../pages/setting/lottery/lottery-test-support.tsx';
import { api } from '../client.ts';
import { changeLotteryStatus } from './lotteries.ts';

// The client's calls are spies answering nothing: the test reads what was sent.
const call = vi.spyOn(api, 'call');
beforeEach(() => {
  call.mockImplementation(() => undefined as never);
});
afterEach(() => vi.resetAllMocks());

describe('moving a lottery', () => {
  it('starts a draft by saving its settings with start, the server’s one way to start one without cash', async () => {
    const draft = lottery({ id: 'lt_9', status: 'draft' });
    await changeLotteryStatus(draft, 'start');
    expect(call).toHaveBeenCalledWith(
      lotteryApi.save,
      {
        id: 'lt_9',
        name: draft.name,
        surveyCode: draft.surveyCode,
        mode: draft.mode,
        prizes: draft.prizes,
        startAt: draft.startAt,
        endAt: draft.endAt,
        start: true,
      },
      expect.anything(),
    );
  });

  it('pauses, resumes and ends through the status call', async () => {
    await changeLotteryStatus(lottery({ id: 'lt_9' }), 'end');
    expect(call).toHaveBeenCalledWith(lotteryApi.status, { id: 'lt_9', action: 'end' });
  });
});
