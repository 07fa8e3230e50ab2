// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as dashboardPages from '../../api/endpoints/dashboard-pages.ts';
import { changeLang } from '../../i18n/index.ts';
import { PageSettingsModal } from './page-settings-modal.tsx';
import { Harness } from './test-harness.tsx';

beforeEach(() => {
  vi.spyOn(dashboardPages, 'fetchSourceSurveys').mockResolvedValue([]);
  vi.spyOn(dashboardPages, 'fetchCrossNodes').mockResolvedValue([]);
});

const page = {
  id: 1,
  title: 'Overview',
  position: 1,
  edit: true,
  period: null,
  filters: { sources: ['qr'], devices: [2], surveys: [] },
  chartCount: 0,
};

afterEach(cleanup);

describe('PageSettingsModal', () => {
  beforeAll(async () => {
    await changeLang('en');
  });

  it('saves the sources typed and the devices ticked, keeping those already set', async () => {
    const onSave = vi.fn();
    render(
      <Harness>
        <PageSettingsModal page={page} charts={[]} saving={false} onSave={onSave} onClose={() => {}} />
      </Harness>,
    );
    expect(screen.getByText('qr')).toBeTruthy();
    const sources = screen.getByRole('combobox', { name: 'Sources' });
    fireEvent.change(sources, { target: { value: 'mail' } });
    fireEvent.keyDown(sources, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(null, { sources: ['qr', 'mail'], devices: [0, 2], surveys: [] });
  });
});
