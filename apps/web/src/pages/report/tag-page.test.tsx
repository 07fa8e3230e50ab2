// @vitest-environment happy-dom
import type { Tag, TagStats } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tagCalls from '../../api/endpoints/report-tags.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import * as tagChart from '../../features/report/tags/tag-chart.tsx';
import { useSessionStore } from '../../features/session/session-store.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { renderReportPage } from './report-page-render.tsx';
import { ReportTagPage } from './tag-page.tsx';

// The bars need a canvas; the table is what these tests read.
beforeEach(() => {
  vi.spyOn(tagChart, 'TagChart').mockImplementation(() => <div data-testid="tag-chart" />);
});
const api = mockExports(tagCalls);
const weightApi = mockExports(weights);

const PRICE: Tag = {
  id: 7,
  columnKey: 'n3',
  name: 'Price',
  color: null,
  rule: { words: ['price'], match: 'any' },
  createdAt: '',
  updatedAt: '',
};
const count = (id: number, name: string, n: number) => ({
  id,
  name,
  color: null,
  count: n,
  unweightedCount: n,
  percent: (n / 5) * 100,
});
const STATS: TagStats = {
  version: 1,
  columnKey: 'n3',
  base: 5,
  unweightedBase: 5,
  weighted: false,
  schemeId: null,
  filterId: null,
  tags: [count(7, 'Price', 3)],
  untagged: count(0, '', 2),
};

const asLevel = (level: number) => useSessionStore.setState({ user: { level } as never, status: 'ready' });
const render = () => renderReportPage('wordcloud/tag', <ReportTagPage />);

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  weightApi.fetchSchemes.mockResolvedValue([]);
  api.fetchTagColumns.mockResolvedValue({
    version: 1,
    columns: [{ key: 'n3', nodeId: 3, label: 'Q2 Comments', answerCount: 5 }],
  });
  api.fetchTags.mockResolvedValue([PRICE]);
  api.fetchTagStats.mockResolvedValue(STATS);
  api.fetchTagAnswers.mockResolvedValue({ page: 1, pageSize: 10, total: 0, records: [] });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('tag analysis screen', () => {
  it('shows a free account the upgrade prompt and asks nothing of the server', async () => {
    asLevel(0);
    render();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('Enterprise feature');
    expect(api.fetchTagColumns).not.toHaveBeenCalled();
  });

  it('says so when the published survey has no open question', async () => {
    asLevel(1);
    api.fetchTagColumns.mockResolvedValue({ version: 1, columns: [] });
    render();
    await screen.findByText('The published survey has no open question');
  });

  it('lists the tags with counts and shares, and makes a tag from the editor', async () => {
    asLevel(1);
    api.createTag.mockResolvedValue({ ...PRICE, id: 8, name: 'Delivery' });
    render();
    await screen.findByText('60.0%');
    expect(screen.getByText('Rule: price')).toBeTruthy();
    await screen.findByText('No answers match');
    fireEvent.click(screen.getByRole('button', { name: /New tag/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Delivery' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rule (contains words)' }), {
      target: { value: 'slow, 物流' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.createTag).toHaveBeenCalledWith({
        surveyCode: 'S1',
        columnKey: 'n3',
        name: 'Delivery',
        color: null,
        rule: { words: ['slow', '物流'], match: 'any' },
      }),
    );
  });

  it('asks before deleting a tag that counts answers, and the undo restores it', async () => {
    asLevel(1);
    api.removeTag.mockResolvedValue(PRICE);
    api.restoreTag.mockResolvedValue(PRICE);
    render();
    await screen.findByText('60.0%');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Price' }));
    expect((await screen.findAllByText('Delete the tag “Price”?')).length).toBeGreaterThan(0);
    expect(api.removeTag).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.removeTag).toHaveBeenCalledWith('S1', 7));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.restoreTag).toHaveBeenCalledWith('S1', 7));
  });
});
