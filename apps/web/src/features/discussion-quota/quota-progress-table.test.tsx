// @vitest-environment happy-dom
import type { DiscussionQuotaView } from '@cairn/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../i18n/index.ts';
import { QuotaProgressTable } from './quota-progress-table.tsx';

const quota: DiscussionQuotaView = {
  id: 4,
  name: 'Women',
  rule: { kind: 'field', key: 'gender', value: 'female' },
  label: 'Gender: female',
  target: 2,
  action: 'stop',
  done: 2,
  inProgress: 1,
  matching: 5,
  full: true,
};

beforeAll(() => changeLang('en'));
afterEach(cleanup);

describe('QuotaProgressTable', () => {
  it('shows progress, in progress and full, with the switch for the owner', () => {
    const onAction = vi.fn();
    render(<QuotaProgressTable quotas={[quota]} onAction={onAction} />);
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByText('Gender: female')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    fireEvent.click(screen.getByText('Allow over'));
    expect(onAction).toHaveBeenCalledWith(quota, 'allow');
  });

  it('is read-only without a switch (the client community)', () => {
    render(<QuotaProgressTable quotas={[{ ...quota, done: 1, full: false }]} />);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Stop interviews')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
