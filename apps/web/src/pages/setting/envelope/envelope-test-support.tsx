import type { Campaign, ProjectBase } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the screen navigated to, for assertions. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders an envelope screen as the router mounts it (`/project/S1/setting/envelope/...`), with a
 * fresh query client that does not retry; the current address is in `getByTestId('where')`.
 */
export function renderEnvelopePage(pattern: string, path: string, page: ReactElement): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/project/S1/setting/envelope${path}`]}>
          <Routes>
            <Route path={`/project/:code/setting/envelope${pattern}`} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

/** The survey S1's base info with the launch right (or without). */
export function surveyBase(launch = true): ProjectBase {
  return {
    code: 'S1',
    projectCode: 'S1',
    surveyCode: 'S1',
    title: 'Survey',
    status: 1,
    relaunch: false,
    version: 1,
    projectType: 0,
    launchTime: null,
    updateTime: 0,
    saveTime: 0,
    folderId: null,
    templateId: null,
    settings: {},
    rights: { edit: true, report: true, launch, manage: true },
  } as unknown as ProjectBase;
}

/** A campaign of survey S1: fixed ¥2.00 envelopes from a ¥100.00 budget, running unless told. */
export function campaign(over: Partial<Campaign> = {}): Campaign {
  return {
    id: 'ev_1',
    name: 'Thanks',
    surveyCode: 'S1',
    budgetFen: 10_000,
    amount: { mode: 'fixed', amountFen: 200 },
    probability: 50,
    perRespondentLimit: 1,
    perDeviceLimit: 1,
    startAt: null,
    endAt: null,
    review: 'auto',
    status: 'running',
    paidFen: 2_000,
    heldFen: 600,
    refundedFen: 0,
    grantCount: 13,
    pendingOrder: null,
    createdAt: Date.UTC(2026, 10, 1),
    updatedAt: Date.UTC(2026, 10, 1),
    endedAt: null,
    ...over,
  };
}
