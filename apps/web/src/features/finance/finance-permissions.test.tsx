// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as finance from '../../api/endpoints/finance.ts';
import { changeLang } from '../../i18n/index.ts';
import { FinanceLayout } from '../../pages/finance/finance-layout.tsx';
import { mockExports } from '../../testing/mock-exports.ts';
import { useSessionStore } from '../session/session-store.ts';
import { financeRights } from './finance-rights.ts';
import { personalWallet, renderFinance } from './finance-test-kit.tsx';

const api = mockExports(finance);
const member = (permissions: string[]) =>
  useSessionStore.setState({ permissions, orgRole: { role: 3, organizationId: 7, departmentId: null } });
const orgWallet = (mayManage: boolean) => ({
  owner: { kind: 'organization' as const, id: 7, name: 'Acme' },
  balanceFen: 123_405,
  mayManage,
});

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  vi.resetAllMocks();
  cleanup();
  useSessionStore.setState({ permissions: [], orgRole: null, user: null });
});

describe('finance rights', () => {
  it('follow the server: owners outside an organisation, VIEW / MANAGE codes inside one', () => {
    expect(financeRights(null, [])).toEqual({ view: true, manage: true });
    expect(financeRights(7, [])).toEqual({ view: false, manage: false });
    expect(financeRights(7, ['ORG_FINANCE_VIEW'])).toEqual({ view: true, manage: false });
    expect(financeRights(7, ['ORG_FINANCE_MANAGE'])).toEqual({ view: true, manage: true });
  });
});

describe('the finance layout', { timeout: 30_000 }, () => {
  it('shows a member without the view code no wallet and asks nothing of the server', async () => {
    member(['ORG_PROJECT_VIEW']);
    renderFinance('/user/finance', '/user/finance', <FinanceLayout />);
    expect(await screen.findByText(/You may not see the organisation wallet/)).toBeTruthy();
    expect(api.fetchWallet).not.toHaveBeenCalled();
  });

  it('shows a viewer the organisation’s balance without recharge or withdraw', async () => {
    member(['ORG_FINANCE_VIEW']);
    api.fetchWallet.mockResolvedValue(orgWallet(false));
    renderFinance('/user/finance', '/user/finance', <FinanceLayout />);
    expect(await screen.findByText('¥1,234.05')).toBeTruthy();
    expect(screen.getByText('Organisation wallet · Acme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('gives a manager and a personal owner the recharge and withdraw buttons', async () => {
    member(['ORG_FINANCE_MANAGE']);
    api.fetchWallet.mockResolvedValue(orgWallet(true));
    renderFinance('/user/finance', '/user/finance', <FinanceLayout />);
    expect(await screen.findByRole('button', { name: 'Recharge' })).toBeTruthy();
    cleanup();
    useSessionStore.setState({
      permissions: [],
      orgRole: { role: 0, organizationId: null, departmentId: null },
    });
    api.fetchWallet.mockResolvedValue(personalWallet(0));
    renderFinance('/user/finance', '/user/finance', <FinanceLayout />);
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByText('Personal wallet')).toBeTruthy();
  });
});
