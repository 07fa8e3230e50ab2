import type { OrderKind } from '@cairn/contract';
import { messagingBindings } from '../../src/db/schema/index.ts';
import { createOrder } from '../../src/modules/wallet/orders.ts';
import type { SandboxPayouts } from '../../src/modules/wallet/providers.ts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecret,
  sandboxSign,
} from '../../src/modules/wallet/providers.ts';
import { callerWallet } from '../../src/modules/wallet/wallets.ts';
import type { TestApp } from './test-app.ts';

/** Binds a messaging-app account to a user as a finished QR bind would (the prerequisite of recharges). */
export async function bindMessaging(t: TestApp, userId: number, openId = `open-${userId}-abcdef`) {
  await t.database.db
    .insert(messagingBindings)
    .values({ provider: 'local', openId, userId, createdAt: new Date(t.deps.now()) });
  return openId;
}

/** Presses a button of the sandbox pay page (from this machine), as the payer does. */
export async function pressPayPage(t: TestApp, paymentId: string, outcome: 'paid' | 'failed') {
  return t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PAY_PATH}/${paymentId}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A callback as the sandbox provider signs it (or with another signature). */
export function sandboxCallback(
  t: TestApp,
  body: { paymentId: string; outcome: 'paid' | 'failed'; amountFen: number },
  signature?: string,
) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? sandboxSign(sandboxSecret(t.deps.signingKey), payload),
    },
  });
}

/** The payment id in a sandbox pay URL. */
export const paymentIdOf = (payUrl: string) => decodeURIComponent(payUrl.split('/').pop() ?? '');

export const sandboxPayouts = (t: TestApp) => t.deps.money?.payouts as SandboxPayouts;

/** An unpaid order of the user's wallet, as a campaign module makes one. */
export async function makeOrder(t: TestApp, userId: number, amountFen: number, kind: OrderKind = 'envelope') {
  const wallet = await callerWallet(t.database.db, userId, 'view');
  return t.database.db.transaction((tx) =>
    createOrder(tx, {
      walletAccountId: wallet.accountId,
      userId,
      kind,
      refId: `campaign-${amountFen}`,
      amountFen,
      now: t.deps.now(),
    }),
  );
}
