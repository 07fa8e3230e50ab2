import { RESPOND_RECEIPT_MARK, RESPOND_SAVED_MARK } from '@cairn/contract/respond/constants';
import { describe, expect, it } from 'vitest';
import { readDeliveryAnswer } from './receipt.ts';

const ID = '2f1c9a6e-8d4b-4c1e-9f3a-0b5d7e2a1c44';
const JSON_TYPE = 'application/json; charset=utf-8';
const receiptBody = (data: unknown) => JSON.stringify({ code: '00000', message: 'ok', data });
const receipt = {
  receipt: RESPOND_RECEIPT_MARK,
  responseId: ID,
  status: 'complete',
  submittedAt: '2026-11-23T14:00:00Z',
};

describe('readDeliveryAnswer', () => {
  it('counts the server receipt for this response as delivered', () => {
    const answer = readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, receiptBody(receipt), ID);
    expect(answer).toEqual({ kind: 'receipt', receipt });
  });

  it("does not count a captive portal's or proxy's 200 page", () => {
    expect(
      readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, 'text/html', '<html>Log in to Wi-Fi</html>', ID).kind,
    ).toBe('retry');
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, '{"ok":true}', ID).kind).toBe('retry');
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, 'not json', ID).kind).toBe('retry');
    // A success envelope without the receipt mark (e.g. a cached answer of another call).
    expect(
      readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, receiptBody({ responseId: ID }), ID).kind,
    ).toBe('retry');
  });

  it('does not take a receipt for another response id or of another kind', () => {
    const other = { ...receipt, responseId: '00000000-0000-4000-8000-000000000000' };
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, receiptBody(other), ID).kind).toBe(
      'retry',
    );
    const saved = { receipt: RESPOND_SAVED_MARK, responseId: ID, savedAt: '2026-11-23T14:00:00Z' };
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 200, JSON_TYPE, receiptBody(saved), ID).kind).toBe(
      'retry',
    );
    expect(readDeliveryAnswer(RESPOND_SAVED_MARK, 200, JSON_TYPE, receiptBody(saved), ID).kind).toBe(
      'receipt',
    );
  });

  it('retries server and gateway failures, gives catalogue refusals back', () => {
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 502, 'text/html', 'Bad gateway', ID).kind).toBe('retry');
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 503, JSON_TYPE, receiptBody(receipt), ID).kind).toBe(
      'retry',
    );
    const refused = JSON.stringify({ code: 'A0400', message: 'bad answers', data: { keys: ['3'] } });
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 400, JSON_TYPE, refused, ID)).toEqual({
      kind: 'refused',
      code: 'A0400',
      message: 'bad answers',
      data: { keys: ['3'] },
    });
  });

  it('retries the server\'s "database unavailable" answer (503 + B0002), keeping the answers', () => {
    // What the server answers while PostgreSQL is down or stalled (issue 18 items 1–2).
    const unavailable = JSON.stringify({
      code: 'B0002',
      message: 'The data operation failed, please retry',
      data: null,
    });
    expect(readDeliveryAnswer(RESPOND_RECEIPT_MARK, 503, JSON_TYPE, unavailable, ID)).toEqual({
      kind: 'retry',
      reason: 'status 503',
    });
    expect(readDeliveryAnswer(RESPOND_SAVED_MARK, 503, JSON_TYPE, unavailable, ID).kind).toBe('retry');
  });
});
