// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as finance from '../../api/endpoints/finance.ts';
import { changeLang } from '../../i18n/index.ts';
import { OrderDetailPage } from '../../pages/finance/order-detail-page.tsx';
import { mockExports } from '../../testing/mock-exports.ts';
import { order, renderFinance } from './finance-test-kit.tsx';

const api = mockExports(finance);
const PATH = '/user/finance/order/od_abcdefgh12';
const PATTERN = '/user/finance/order/:id';

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('an order’s details', { timeout: 30_000 }, () => {
  it('shows the campaign and its escrow, and requests the invoice of a paid order', async () => {
    api.fetchOrder.mockResolvedValue(
      order({ status: 'paid', paidAt: 1, heldFen: 42_000, refundedFen: 8_000 }),
    );
    api.requestInvoice.mockResolvedValue({
      id: 'iv_abcdefgh12',
      orderId: 'od_abcdefgh12',
      amountFen: 50_000,
      title: 'Acme Ltd',
      taxNumber: '91110000ABCDEFGH12',
      number: null,
      rejectReason: null,
      decidedAt: null,
      email: 'tax@acme.example',
      status: 'requested',
      createdAt: 2,
    });
    renderFinance(PATH, PATTERN, <OrderDetailPage />);
    expect(await screen.findByText('¥420.00')).toBeTruthy();
    expect(screen.getByText('¥80.00')).toBeTruthy();
    expect(screen.getByText('ev_1')).toBeTruthy();
    expect(api.fetchPayInfo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Request an invoice' }));
    fireEvent.change(await screen.findByLabelText('Invoice title'), { target: { value: ' Acme Ltd ' } });
    fireEvent.change(screen.getByLabelText('Tax number'), { target: { value: '91110000abcdefgh12' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tax@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(api.requestInvoice).toHaveBeenCalledWith({
        orderId: 'od_abcdefgh12',
        title: 'Acme Ltd',
        taxNumber: '91110000ABCDEFGH12',
        email: 'tax@acme.example',
      }),
    );
    expect(await screen.findByText('Invoice requested')).toBeTruthy();
  });

  it('refuses a malformed tax number before any call', async () => {
    api.fetchOrder.mockResolvedValue(order({ status: 'paid', paidAt: 1 }));
    renderFinance(PATH, PATTERN, <OrderDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request an invoice' }));
    fireEvent.change(await screen.findByLabelText('Invoice title'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Tax number'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tax@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('A tax number is 15–20 capital letters or digits')).toBeTruthy();
    expect(api.requestInvoice).not.toHaveBeenCalled();
  });

  it('says an unknown order was not found', async () => {
    api.fetchOrder.mockRejectedValue(new Error('A0404'));
    renderFinance(PATH, PATTERN, <OrderDetailPage />);
    expect(await screen.findByText('This order was not found')).toBeTruthy();
  });
});
