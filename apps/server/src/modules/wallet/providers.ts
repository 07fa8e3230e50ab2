import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A payment provider: it takes money from the payer on its own page and tells us by a signed
 * callback. Only what differs per provider is here; recharges, idempotency and the ledger are ours.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The page where the payer pays `amountFen` for our payment `paymentId`. */
  createPayment(input: { paymentId: string; amountFen: number }): Promise<{ payUrl: string }>;
  /** A callback's body when its signature is the provider's, else null (answered 401, nothing read). */
  verifyCallback(rawBody: string, signature: string | undefined): SandboxCallback | null;
}

/** A payout provider pays an amount to a messaging-app account (WeChat's "payment to change"). */
export interface PayoutProvider {
  readonly name: string;
  /**
   * Resolves when paid; rejects when the provider refused (the money goes back to the wallet).
   * Pays a `withdrawalId` at most once (a real provider takes it as the merchant's transfer number
   * and answers a repeat with the first result): recovery asks again after a crash.
   */
  pay(input: { withdrawalId: string; openId: string; amountFen: number }): Promise<void>;
}

export interface SandboxCallback {
  paymentId: string;
  outcome: 'paid' | 'failed';
  amountFen: number;
}

export const SANDBOX_PAY_PATH = '/dev/pay';
export const SANDBOX_CALLBACK_PATH = '/payments/sandbox/callback';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** HMAC-SHA256 of the raw body, hex; the key is derived from the server's signing key. */
export function sandboxSign(secret: Uint8Array, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function sandboxSecret(signingKey: Uint8Array): Uint8Array {
  return createHmac('sha256', signingKey).update('cairn sandbox payments').digest();
}

function parseCallback(rawBody: string): SandboxCallback | null {
  try {
    const v = JSON.parse(rawBody) as Partial<SandboxCallback>;
    if (typeof v.paymentId !== 'string' || (v.outcome !== 'paid' && v.outcome !== 'failed')) return null;
    if (!Number.isSafeInteger(v.amountFen)) return null;
    return { paymentId: v.paymentId, outcome: v.outcome, amountFen: v.amountFen as number };
  } catch {
    return null;
  }
}

/** The sandbox: its pay page is ours (`/dev/pay/{paymentId}`), its callbacks signed with our derived key. */
export function createSandboxPayments(origin: string, signingKey: Uint8Array): PaymentProvider {
  const secret = sandboxSecret(signingKey);
  return {
    name: 'sandbox',
    async createPayment({ paymentId }) {
      return { payUrl: `${origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(paymentId)}` };
    },
    verifyCallback(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sandboxSign(secret, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      return parseCallback(rawBody);
    },
  };
}

/** The sandbox payout: records every payout; `failNext(n)` makes the next n refuse (tests, the dev page). */
export interface SandboxPayouts extends PayoutProvider {
  readonly paid: { withdrawalId: string; openId: string; amountFen: number }[];
  failNext(count: number): void;
}

export function createSandboxPayouts(): SandboxPayouts {
  const paid: SandboxPayouts['paid'] = [];
  let failing = 0;
  return {
    name: 'sandbox',
    paid,
    failNext(count) {
      failing = count;
    },
    async pay(input) {
      if (paid.some((p) => p.withdrawalId === input.withdrawalId)) return;
      if (failing > 0) {
        failing--;
        throw new Error('the sandbox payout refused (told to fail)');
      }
      paid.push({ ...input });
    },
  };
}
