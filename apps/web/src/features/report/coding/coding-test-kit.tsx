import type { CodeNet, CodingAnswer, CodingReport, CodingTask } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Fixtures and a render helper for the coding screens' tests (the API layer is mocked by each test). */

// The workspace mounts many antd parts at once; on a busy machine its first render takes seconds.
configure({ asyncUtilTimeout: 10_000 });

export function renderCodingPage(path: string, pattern: string, page: ReactElement): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

export const REPORT: CodingReport = {
  id: 7,
  surveyCode: 'S1',
  name: 'Why this brand',
  columnKey: '12',
  nodeId: 12,
  columnLabel: 'Q3 Why did you choose us?',
  type: 0,
  status: 1,
  refReportId: null,
  answerCount: 40,
  codedCount: 10,
  pendingCount: 6,
  codeCount: 3,
  engine: 'offline',
  createdAt: 0,
  updatedAt: 0,
};

export const net = (
  id: number,
  label: string,
  level: 1 | 2 | 3,
  nodes: CodeNet[] = [],
  parentId: number | null = null,
  count = 0,
): CodeNet => ({
  id,
  codeId: id,
  label,
  level,
  parentId,
  sort: 0,
  codeStatus: 0,
  mergedInto: null,
  keywords: [],
  count,
  pending: 0,
  nodes,
});

export const FRAME: CodeNet[] = [
  net(1, 'Price', 1, [net(11, 'Too dear', 2, [], 1, 4), net(12, 'Good value', 2, [], 1, 6)], null, 10),
  net(2, 'Service', 1, [], null, 3),
];

export const ANSWER: CodingAnswer = {
  responseId: 'r1',
  answerKey: '12',
  text: 'Good value and friendly staff',
  submittedAt: 0,
  hits: [
    {
      id: 91,
      netId: 12,
      responseId: 'r1',
      answerKey: '12',
      source: 'ai',
      confidence: 0.87,
      checked: false,
      createdAt: 0,
    },
  ],
};

export const task = (patch: Partial<CodingTask>): CodingTask => ({
  id: 5,
  reportId: 7,
  taskType: 2,
  taskStatus: 0,
  progress: 0,
  taskNum: 0,
  engine: 'offline',
  error: null,
  createdAt: 0,
  finishedAt: null,
  ...patch,
});
