import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payments, recharges } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { moneyProviders } from './money-providers.ts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecret,
  sandboxSign,
} from './providers.ts';
import { sandboxPayPage } from './sandbox-page.ts';
import { settlePayment } from './settle-payment.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const local = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');
const RESULTS: Record<string, string> = {
  credited: 'Paid: the wallet is credited. 支付成功，已入账。',
  already: 'Already paid. 已支付。',
  failed: 'The payment failed. 支付失败。',
};

async function paymentFacts(deps: AppDeps, paymentId: string) {
  const [row] = await deps.db
    .select({ amountFen: recharges.amountFen, status: payments.status })
    .from(payments)
    .innerJoin(recharges, eq(recharges.id, payments.rechargeId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/**
 * The sandbox payment provider's two sides: its pay page (`/dev/pay/{paymentId}`, this machine only,
 * like the messaging simulator: whoever uses it pays with no money) and our callback route, outside
 * /api because it speaks the provider's protocol (a signed body, `success`), not the envelope. The
 * page's buttons send the callback through the real route, signed as the provider would.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const provider = moneyProviders(deps).payments;
  if (provider.name !== 'sandbox') return;
  const secret = sandboxSecret(deps.signingKey);

  await app.register(async (scope) => {
    // The signature is over the bytes sent, so the body is kept as it came.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(SANDBOX_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
      const callback = provider.verifyCallback(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (!callback) return reply.status(401).send('bad signature');
      const settled = await settlePayment(deps.db, provider.name, callback, deps.now());
      if (settled === 'unknown' || settled === 'mismatch') return reply.status(400).send(settled);
      return reply.type('text/plain').send('success');
    });
  });

  app.get(`${SANDBOX_PAY_PATH}/:paymentId`, { schema: { hide: true } }, async (request, reply) => {
    if (!local(request)) return reply.status(404).send('Not found');
    const paymentId = String((request.params as { paymentId: string }).paymentId).slice(0, 64);
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxPayPage(paymentId, await paymentFacts(deps, paymentId)));
  });
  app.post(`${SANDBOX_PAY_PATH}/:paymentId`, { schema: { hide: true } }, async (request, reply) => {
    if (!local(request)) return reply.status(404).send('Not found');
    const paymentId = String((request.params as { paymentId: string }).paymentId).slice(0, 64);
    const facts = await paymentFacts(deps, paymentId);
    const outcome =
      (request.body as Record<string, string> | undefined)?.outcome === 'paid' ? 'paid' : 'failed';
    let result = 'Unknown payment. 未知的支付。';
    if (facts) {
      const payload = JSON.stringify({ paymentId, outcome, amountFen: facts.amountFen });
      const answer = await app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        payload,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: sandboxSign(secret, payload),
        },
      });
      result =
        answer.statusCode === 200 ? (RESULTS[outcome === 'paid' ? 'credited' : 'failed'] ?? '') : answer.body;
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxPayPage(paymentId, await paymentFacts(deps, paymentId), result));
  });
}
