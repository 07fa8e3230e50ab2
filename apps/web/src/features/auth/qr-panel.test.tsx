// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../i18n/index.ts';
import { QrPanel } from './qr-panel.tsx';
import type { QrView } from './qr-poller.ts';

beforeAll(() => changeLang('en'));
afterEach(cleanup);

const waiting = (qrContent: string, simulated: boolean): QrView<null> => ({
  ticket: { ticket: 't1', qrContent, simulated },
  state: 0,
  answer: null,
  error: null,
  loading: false,
});
const panel = (view: QrView<null>) =>
  render(<QrPanel view={view} onRefresh={() => {}} image={(content) => <span>{content}</span>} />);

describe('the QR panel', () => {
  it('links to the local simulator’s page for a computer without a phone', () => {
    panel(waiting('https://cairn.test/dev/messaging/scan?ticket=t1', true));
    expect(screen.getByRole('link', { name: /open the scan page/i }).getAttribute('href')).toBe(
      'https://cairn.test/dev/messaging/scan?ticket=t1',
    );
  });

  it('offers no link for a real app’s code, which only its phone app reads', () => {
    panel(waiting('http://weixin.qq.com/q/t1', false));
    expect(screen.getByText('http://weixin.qq.com/q/t1')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
