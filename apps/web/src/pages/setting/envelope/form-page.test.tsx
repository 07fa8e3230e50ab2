// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import * as envelopes from '../../../api/endpoints/envelopes.ts';
import * as projectBase from '../../../api/endpoints/project-base.ts';
import { changeLang } from '../../../i18n/index.ts';
import { mockExports } from '../../../testing/mock-exports.ts';
import { campaign, renderEnvelopePage, surveyBase } from './envelope-test-support.tsx';
import { EnvelopeCreatePage, EnvelopeEditPage } from './form-page.tsx';

const api = mockExports(envelopes);
const base = mockExports(projectBase);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The messages shown on the field labelled so (antd's Form.Item explain list). */
const fieldErrors = (label: string | RegExp) =>
  [
    ...(screen
      .getByLabelText(label)
      .closest('.ant-form-item')
      ?.querySelectorAll('.ant-form-item-explain-error') ?? []),
  ].map((e) => e.textContent);

beforeEach(async () => {
  await changeLang('en');
  base.fetchProjectBase.mockResolvedValue(surveyBase());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});
// A test here switches to zh: the next file in this worker's shared registry finds English.
afterAll(() => changeLang('en'));

async function openCreate() {
  renderEnvelopePage('/create', '/create', <EnvelopeCreatePage />);
  await screen.findByLabelText('Name');
  type('Name', 'Thanks');
}

describe('envelope create form', () => {
  it('shows each rule’s issue on its field and sends nothing', async () => {
    await openCreate();
    type('Budget (¥)', '1.50');
    type('Each envelope (¥)', '250');
    type('Win probability (%)', '0');
    type('Wins per device', '0');
    submit('Create and pay');
    await waitFor(() => expect(fieldErrors('Each envelope (¥)')).toEqual(['A fixed envelope is ¥1–¥200']));
    expect(fieldErrors('Win probability (%)')).toEqual(['The probability is a whole number from 1 to 100']);
    expect(fieldErrors('Wins per device')).toEqual(['At least 1']);
    expect(fieldErrors('Budget (¥)')).toEqual(['The budget must cover at least one envelope (¥250.00)']);
    expect(api.createCampaign).not.toHaveBeenCalled();
  });

  it('checks random bounds and amounts it cannot read', async () => {
    await openCreate();
    fireEvent.click(screen.getByLabelText('Random amount'));
    await screen.findByLabelText('Minimum (¥)');
    type('Budget (¥)', '10.123');
    type('Minimum (¥)', '0.29');
    type('Maximum (¥)', '200.01');
    submit('Create and pay');
    await waitFor(() => expect(fieldErrors('Minimum (¥)')).toEqual(['A random envelope is at least ¥0.30']));
    expect(fieldErrors('Maximum (¥)')).toEqual([
      'A random envelope is at most ¥200 and not below the minimum',
    ]);
    expect(fieldErrors('Budget (¥)')).toEqual(['Enter an amount with at most two decimals']);
    expect(api.createCampaign).not.toHaveBeenCalled();
  });

  it('sends whole fen and goes to the payment of the budget’s order', async () => {
    api.createCampaign.mockResolvedValue({
      campaign: campaign({ id: 'ev_9', status: 'paying' }),
      order: { id: 'od_12345678', amountFen: 1_015 },
    });
    await openCreate();
    type('Budget (¥)', '10.15');
    type('Each envelope (¥)', '1.15');
    fireEvent.click(screen.getByLabelText(/^Manual/));
    submit('Create and pay');
    await waitFor(() => expect(api.createCampaign).toHaveBeenCalled());
    expect(api.createCampaign.mock.calls[0]![0]).toEqual({
      name: 'Thanks',
      surveyCode: 'S1',
      budgetFen: 1_015,
      amount: { mode: 'fixed', amountFen: 115 },
      probability: 100,
      perRespondentLimit: 1,
      perDeviceLimit: 1,
      startAt: null,
      endAt: null,
      review: 'manual',
    });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/project/S1/setting/envelope/pay?order=od_12345678&campaign=ev_9',
      ),
    );
  });

  it('puts the server’s issues on their fields too', async () => {
    api.createCampaign.mockRejectedValue(
      new ApiError('A2064', 'end', 'toast', false, 200, {
        issues: [{ code: 'A2064', path: ['endAt'], message: 'endAt must be after startAt' }],
      }),
    );
    await openCreate();
    type('Budget (¥)', '10');
    type('Each envelope (¥)', '1');
    submit('Create and pay');
    await waitFor(() => expect(fieldErrors('End')).toEqual(['The end must be after the start']));
  });

  it('explains each review mode in Chinese too', async () => {
    await changeLang('zh');
    renderEnvelopePage('/create', '/create', <EnvelopeCreatePage />);
    expect(await screen.findByText(/答卷通过数据清洗规则/)).toBeTruthy();
    expect(screen.getByText('在发放记录中人工审核通过后发放')).toBeTruthy();
  });
});

describe('envelope edit form', () => {
  const openEdit = async (over: Parameters<typeof campaign>[0] = {}) => {
    api.fetchCampaign.mockResolvedValue(campaign(over));
    renderEnvelopePage('/edit/:orderId', '/edit/ev_1', <EnvelopeEditPage />);
    await screen.findByDisplayValue('Thanks');
  };

  it('locks what the edit rules refuse on a running campaign', async () => {
    await openEdit();
    expect((screen.getByLabelText('Random amount') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Manual/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Start') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('Budget (¥)') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('End') as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses a lower budget and sends only a raised one', async () => {
    api.updateCampaign.mockResolvedValue({
      campaign: campaign({ budgetFen: 15_000 }),
      topUp: { id: 'od_87654321', amountFen: 5_000 },
    });
    await openEdit();
    type('Budget (¥)', '50');
    submit('Save changes');
    await waitFor(() =>
      expect(fieldErrors('Budget (¥)')).toEqual([
        'Once started the budget can only be raised; end the campaign to refund',
      ]),
    );
    expect(api.updateCampaign).not.toHaveBeenCalled();
    type('Budget (¥)', '150');
    submit('Save changes');
    await waitFor(() => expect(api.updateCampaign).toHaveBeenCalledWith({ id: 'ev_1', budgetFen: 15_000 }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/project/S1/setting/envelope/pay?order=od_87654321&campaign=ev_1',
      ),
    );
  });

  it('lets a draft change anything, and an ended campaign nothing', async () => {
    await openEdit({ status: 'draft' });
    expect((screen.getByLabelText('Random amount') as HTMLInputElement).disabled).toBe(false);
    cleanup();
    await openEdit({ status: 'ended' });
    expect(screen.getByText('A campaign that is Ended cannot be edited')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });
});
