// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '../../../api/endpoints/report-board.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { AnswerList } from './answer-list.tsx';
import type { TextPart } from './part-types.ts';

const api = mockExports(endpoints);

const page = (from: number, count: number): TextPart => ({
  type: 'text',
  key: '9',
  label: 'Why?',
  total: 25,
  offset: from,
  items: Array.from({ length: count }, (_, i) => ({ row: from + i, text: `answer ${from + i + 1}` })),
});

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('answer list', () => {
  it('shows the board’s first page and fetches the next under the same question', async () => {
    api.fetchQuestionPage.mockResolvedValue({
      nodeId: 9,
      code: 'Q2',
      title: 'Why?',
      type: 'open-text',
      kind: 'text',
      base: 25,
      unweightedBase: 25,
      chartType: 'bar',
      parts: [page(20, 5)],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnswerList surveyCode="S1" nodeId={9} part={page(0, 20)} showLabel={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('answer 1')).toBeTruthy();
    expect(screen.getByText('25 in all')).toBeTruthy();
    expect(screen.queryByText('Why?')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByText('answer 25')).toBeTruthy());
    expect(api.fetchQuestionPage).toHaveBeenCalledWith('S1', 9, 2);
    expect(screen.queryByText('answer 1')).toBeNull();
  });
});
