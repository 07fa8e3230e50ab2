// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeResult } from './EnvelopeResult.tsx';

const TICKET = 'T'.repeat(32);
const json = (data: unknown, code = '00000') =>
  new Response(JSON.stringify({ code, data }), { headers: { 'content-type': 'application/json' } });

/** The server: a ticket, then the poll's answers in turn (the last one repeats). */
function server(polls: unknown[], ticketCode = '00000') {
  const calls: string[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('/claim/ticket'))
        return json(
          ticketCode === '00000'
            ? {
                ticket: TICKET,
                qrContent: `https://cairn.test/dev/messaging/scan?ticket=${TICKET}`,
                simulated: true,
                expiresAt: 0,
              }
            : null,
          ticketCode,
        );
      return json(polls[Math.min(i++, polls.length - 1)]);
    }),
  );
  return calls;
}
/** Lets the pending fetches and renders settle, then runs `ms` of the poll's timer. */
const tick = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const won = { won: true, amountFen: 1205, reason: null, grantId: 7 };
const props = { surveyCode: 'abc123', responseId: '0b9a3b0e-8e4f-4a57-9a4e-6f0d3c2b1a00' };
const waiting = { state: 0, payout: null, amountFen: null };

describe('the end page’s red envelope', () => {
  it('a win shows the amount in yuan; claim opens the QR, polls each second, then says paid', async () => {
    const calls = server([waiting, waiting, { state: 1, payout: 'paid', amountFen: 1205 }]);
    render(<EnvelopeResult envelope={won} {...props} lang="en" />);
    expect(screen.getByText('¥12.05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim it' }));
    await tick();
    expect(
      screen.getByRole('link', { name: 'Open the scan simulator on this device' }).getAttribute('href'),
    ).toBe(`https://cairn.test/dev/messaging/scan?ticket=${TICKET}`);
    expect(calls.filter((u) => u.includes('/claim/state'))).toHaveLength(0);
    await tick(1000);
    await tick(1000);
    expect(calls.filter((u) => u.includes('/claim/state'))).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
    await tick(1000);
    expect(screen.getByRole('status').textContent).toBe('Paid to your WeChat account');
    // Settled: no more polls.
    await tick(5000);
    expect(calls.filter((u) => u.includes('/claim/state'))).toHaveLength(3);
  });

  it('a claim still in review says so; another account’s claim is refused', async () => {
    server([{ state: 1, payout: 'held', amountFen: 1205 }]);
    render(<EnvelopeResult envelope={won} {...props} lang="zh" />);
    fireEvent.click(screen.getByRole('button', { name: '领取红包' }));
    await tick();
    await tick(1000);
    expect(screen.getByRole('status').textContent).toBe('已领取，审核通过后发放');
    cleanup();
    server([{ state: 5, payout: null, amountFen: null }]);
    render(<EnvelopeResult envelope={won} {...props} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim it' }));
    await tick();
    await tick(1000);
    expect(screen.getByRole('alert').textContent).toBe('This envelope was claimed by another WeChat account');
  });

  it('an account past the campaign’s per-respondent limit (state 6) is told so, in both languages', async () => {
    const calls = server([{ state: 6, payout: null, amountFen: null }]);
    render(<EnvelopeResult envelope={won} {...props} lang="zh" />);
    fireEvent.click(screen.getByRole('button', { name: '领取红包' }));
    await tick();
    await tick(1000);
    expect(screen.getByRole('alert').textContent).toBe(
      '这个微信账号在本活动的领取次数已达上限，无法再领取这个红包',
    );
    await tick(5000);
    expect(calls.filter((u) => u.includes('/claim/state'))).toHaveLength(1);
    cleanup();
    server([{ state: 6, payout: null, amountFen: null }]);
    render(<EnvelopeResult envelope={won} {...props} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim it' }));
    await tick();
    await tick(1000);
    expect(screen.getByRole('alert').textContent).toContain('already claimed as many envelopes');
  });

  it('an expired code offers a new one; a survey without an official account says why', async () => {
    const calls = server([{ state: 2, payout: null, amountFen: null }, waiting]);
    render(<EnvelopeResult envelope={won} {...props} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim it' }));
    await tick();
    await tick(1000);
    expect(screen.getByRole('alert').textContent).toBe('The QR code has expired; get a new one');
    fireEvent.click(screen.getByRole('button', { name: 'New QR code' }));
    await tick();
    expect(calls.filter((u) => u.includes('/claim/ticket'))).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    server([], 'A2006');
    render(<EnvelopeResult envelope={won} {...props} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim it' }));
    await tick();
    expect(screen.getByRole('alert').textContent).toContain('has not bound an official account');
  });

  it('no win: a kind word for the reason, no claim', () => {
    render(
      <EnvelopeResult
        envelope={{ won: false, amountFen: null, reason: 'budget-exhausted', grantId: null }}
        {...props}
        lang="en"
      />,
    );
    expect(screen.getByText('All envelopes have been given out. Thank you for taking part!')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
