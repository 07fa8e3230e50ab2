// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as dashboards from '../../api/endpoints/dashboards.ts';
import { changeLang } from '../../i18n/index.ts';
import { ExportModal } from './export-modal.tsx';
import { Harness } from './test-harness.tsx';

const exportDashboard = vi.fn();
beforeEach(() => {
  vi.spyOn(dashboards, 'exportDashboard').mockImplementation(exportDashboard);
});

const page = (id: number, title: string) => ({
  id,
  title,
  position: id,
  edit: false,
  period: null,
  filters: { sources: [], devices: [], surveys: [] },
  chartCount: 1,
});
const PAGES = [page(1, 'Overview'), page(2, 'Detail'), page(3, 'Trends')];

afterEach(() => {
  cleanup();
  exportDashboard.mockReset();
});

describe('ExportModal', () => {
  beforeAll(async () => {
    await changeLang('en');
  });

  it('says to choose a page before any call when none is chosen', async () => {
    render(
      <Harness>
        <ExportModal code="AB12CD34" pages={PAGES} currentPageId={undefined} onClose={() => {}} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Choose at least one page to export', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(exportDashboard).not.toHaveBeenCalled();
  });

  it('exports the current page as xlsx tables with counts and percents by default', async () => {
    exportDashboard.mockResolvedValue({ id: 1 });
    const onClose = vi.fn();
    render(
      <Harness>
        <ExportModal code="AB12CD34" pages={PAGES} currentPageId={2} onClose={onClose} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exportDashboard).toHaveBeenCalledWith({
      subType: 11,
      dashboardCode: 'AB12CD34',
      pageIds: [2],
      fileType: 'xlsx',
      exportCellType: 3,
    });
  });

  it('asks the raw data of the pages’ surveys', async () => {
    exportDashboard.mockResolvedValue({ id: 1 });
    render(
      <Harness>
        <ExportModal code="AB12CD34" pages={PAGES} currentPageId={1} onClose={() => {}} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Raw data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportDashboard).toHaveBeenCalled());
    expect(exportDashboard.mock.calls[0]?.[0]).toMatchObject({ subType: 10, pageIds: [1], dataFormat: 2 });
  });
});
