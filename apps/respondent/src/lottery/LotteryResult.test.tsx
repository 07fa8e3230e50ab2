// @vitest-environment happy-dom
import type { RespondReceipt } from '@cairn/contract/respond/schemas';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Finished, type FinishedState } from '../survey/Finished.tsx';
import { textsOf } from '../texts.ts';
import { LotteryResult } from './LotteryResult.tsx';
import { ResultPage } from './ResultPage.tsx';
import { resultTicketOf } from './result-call.ts';

type Outcome = NonNullable<RespondReceipt['lottery']>;
const TOKEN = 'tok_0123456789abcdef';
const NONE: Outcome = {
  pending: false,
  won: false,
  prizeName: null,
  kind: null,
  amountFen: null,
  claimFields: null,
  claimToken: null,
  resultTicket: null,
};
const done = (lottery?: Outcome): FinishedState => ({
  kind: 'done',
  outcome: {
    kind: 'done',
    receipt: {
      receipt: 'cairn-receipt',
      responseId: 'r1',
      status: 'complete',
      submittedAt: '2026-11-28T16:00:00Z',
      ...(lottery ? { lottery } : {}),
    } as unknown as RespondReceipt,
  },
});
const won = (over: Partial<Outcome>): Outcome => ({ ...NONE, won: true, claimToken: TOKEN, ...over });

/** The claim call's answer, as the server's envelope. */
function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string | URL | Request) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lottery on the end page', () => {
  it('shows nothing when the survey runs no lottery', () => {
    const { container } = render(<LotteryResult state={done()} lang="en" />);
    expect(container.textContent).toBe('');
  });

  it('says the draw happens after close, or kindly that nothing was won', () => {
    render(<LotteryResult state={done({ ...NONE, pending: true })} lang="en" />);
    expect(screen.getByRole('status').textContent).toContain('The draw happens after the survey closes');
    cleanup();
    render(<LotteryResult state={done(NONE)} lang="zh" />);
    expect(screen.getByRole('status').textContent).toBe('很遗憾，这次没有中奖。感谢您的参与！');
  });

  it('a physical prize: the claim form, every field required, sent with the token', async () => {
    const fetchMock = answer({ code: '00000', message: 'ok', data: { status: 'claimed', couponCode: null } });
    render(
      <LotteryResult
        state={done(
          won({
            prizeName: 'Mug',
            kind: 'physical',
            claimFields: [{ key: 'name' }, { key: 'address' }, { key: 'custom', label: 'T-shirt size' }],
          }),
        )}
        lang="en"
      />,
    );
    expect(screen.getByText('Congratulations! You won “Mug”')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Li Lei ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(screen.getAllByText('Please fill this in')).toHaveLength(2);
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Park Road' } });
    fireEvent.change(screen.getByLabelText('T-shirt size'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(/Your details are received/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/respond/v1/lottery/claim');
    expect(JSON.parse(String(init.body))).toEqual({
      token: TOKEN,
      fields: { name: 'Li Lei', address: '1 Park Road', 'T-shirt size': 'M' },
    });
  });

  it('a refused claim shows the server’s words and keeps the form', async () => {
    answer({ code: 'A0404', message: 'Not found', data: null });
    render(
      <LotteryResult
        state={done(won({ prizeName: 'Mug', kind: 'physical', claimFields: [{ key: 'phone' }] }))}
        lang="en"
      />,
    );
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.getByLabelText('Phone')).toBeTruthy();
  });

  it('a coupon: the button claims it and shows the code', async () => {
    const fetchMock = answer({
      code: '00000',
      message: 'ok',
      data: { status: 'claimed', couponCode: 'CAFE-01' },
    });
    render(<LotteryResult state={done(won({ prizeName: 'Coffee', kind: 'coupon' }))} lang="en" />);
    expect(screen.queryByText('CAFE-01')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim my coupon' }));
    expect(await screen.findByText('CAFE-01')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('cash: paid through the messaging app, with the claim slot given the token', () => {
    render(
      <LotteryResult
        state={done(won({ prizeName: 'Cash', kind: 'cash', amountFen: 1234 }))}
        lang="en"
        cashClaim={(token) => <p>claim with {token}</p>}
      />,
    );
    expect(
      screen.getByText('The cash prize of ¥12.34 is paid to you through the messaging app.'),
    ).toBeTruthy();
    expect(screen.getByText(`claim with ${TOKEN}`)).toBeTruthy();
  });

  it('sits under the end message of the end page', () => {
    render(
      <Finished
        state={done({ ...NONE, pending: true })}
        settings={{ lang: 'en' } as never}
        t={textsOf('en')}
        onRetry={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('Thank you! Your answers have been received.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your lottery result' })).toBeTruthy();
  });
});

describe('the after-close result page (the end page’s link)', () => {
  const TICKET = `abc123.0b9a3b0e-8e4f-4a57-9a4e-6f0d3c2b1a00.${'m'.repeat(32)}`;
  const view = (over: Record<string, unknown>) => ({
    code: '00000',
    data: {
      state: 'pending',
      lotteryName: 'Spring draw',
      lang: 'en',
      drawAt: Date.UTC(2026, 11, 1, 12, 0),
      drawnAt: null,
      surveyCode: 'abc123',
      responseId: '0b9a3b0e-8e4f-4a57-9a4e-6f0d3c2b1a00',
      prize: null,
      ...over,
    },
  });

  it('the end page gives a link carrying the ticket in its hash, which opens the result page', () => {
    render(<LotteryResult state={done({ ...NONE, pending: true, resultTicket: TICKET })} lang="en" />);
    const link = screen.getByRole('link', { name: 'My lottery result' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toContain('#lottery-result=');
    expect(resultTicketOf(new URL(href).hash)).toBe(TICKET);
    expect(resultTicketOf('#iv=1&t=2')).toBeNull();
  });

  it('not drawn yet says when the draw comes; past the end time it says it is being drawn', async () => {
    const calls = answer(view({}));
    render(<ResultPage ticket={TICKET} now={() => Date.UTC(2026, 10, 30)} />);
    expect(screen.getByText('Looking up your lottery result…')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Not drawn yet: the draw comes at .*2026/),
    );
    expect(String(calls.mock.calls[0]![0])).toContain(`/lottery/result?ticket=${encodeURIComponent(TICKET)}`);
    cleanup();
    answer(view({ lang: 'zh' }));
    render(<ResultPage ticket={TICKET} now={() => Date.UTC(2026, 11, 2)} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('抽奖已截止，正在开奖，请稍后刷新查看。'),
    );
  });

  it('drawn: a coupon winner claims through the existing claim; a loser is told kindly', async () => {
    const prize = {
      name: 'Tea coupon',
      kind: 'coupon',
      amountFen: null,
      claimFields: null,
      claimToken: TOKEN,
    };
    answer(view({ state: 'won', drawnAt: 1, prize }));
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Congratulations! You won “Tea coupon”'),
    );
    const claim = answer({ code: '00000', data: { status: 'claimed', couponCode: 'TEA-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim my coupon' }));
    await waitFor(() => expect(screen.getByText('TEA-42')).toBeTruthy());
    const init = (claim.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, fields: {} });
    cleanup();
    answer(view({ state: 'lost', drawnAt: 1, lang: 'zh' }));
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('很遗憾，这次没有中奖。感谢您的参与！'),
    );
  });

  it('a physical prize: the end page links the result page, which says it is on its way, then its tracking number', async () => {
    render(
      <LotteryResult
        state={done({
          ...NONE,
          won: true,
          prizeName: 'Mug',
          kind: 'physical',
          claimFields: [{ key: 'name' }],
          claimToken: TOKEN,
          resultTicket: TICKET,
        })}
        lang="en"
      />,
    );
    expect(screen.getByText(/its tracking number shows here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My lottery result' }).getAttribute('href')).toContain(
      encodeURIComponent(TICKET),
    );
    cleanup();
    const prize = {
      name: 'Mug',
      kind: 'physical',
      amountFen: null,
      claimFields: [{ key: 'name' }],
      claimToken: TOKEN,
      status: 'claimed',
      trackingNo: null,
      shippedAt: null,
    };
    answer(view({ state: 'won', drawnAt: 1, prize }));
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() =>
      expect(screen.getByText('Your details are received; your prize will be sent soon.')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Send my details' })).toBeNull();
    cleanup();
    answer(
      view({
        state: 'won',
        drawnAt: 1,
        lang: 'zh',
        prize: {
          ...prize,
          status: 'shipped',
          trackingNo: 'SF1234567890',
          shippedAt: Date.UTC(2026, 10, 3, 4),
        },
      }),
    );
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() => expect(screen.getByText('SF1234567890')).toBeTruthy());
    // The shipping date and the tracking number each on a line of their own.
    expect([...document.querySelectorAll('.respond-lottery__shipped')].map((p) => p.textContent)).toEqual([
      expect.stringMatching(/^奖品已于 .*2026.* 寄出。$/),
      '运单号：SF1234567890',
    ]);
  });

  it('an unknown ticket is not found; a failure offers a retry', async () => {
    answer({ code: 'A0404', data: null });
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('not found'));
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('offline');
      }),
    );
    render(<ResultPage ticket={TICKET} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    answer(view({}));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Not drawn yet'));
  });
});
