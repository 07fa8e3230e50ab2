import {
  type AnswerOf,
  authApi,
  type CallInput,
  DESIGNER_BASIC_AUTH,
  type Endpoint,
  type HttpMethod,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createMemoryStorage } from '../../src/modules/files/storage.ts';
import { createManualQueue, type ManualQueue } from '../../src/modules/jobs/queue.ts';
import type { Mailer, MailMessage } from '../../src/modules/mail/mailer.ts';
import { createOutboxMailer } from '../../src/modules/mail/outbox-mailer.ts';
import { createLocalMessagingApp, type MessagingApp } from '../../src/modules/messaging/messaging-app.ts';
import { createOutboxSms } from '../../src/modules/sms/outbox-sms.ts';
import type { SmsMessage, SmsSender } from '../../src/modules/sms/sms-sender.ts';
import { createSsoSetup } from '../../src/modules/sso/sso-setup.ts';
import { sandboxProviders } from '../../src/modules/wallet/money-providers.ts';
import { type ApiCallOptions, describedCaller, injectCaller } from './inject-call.ts';
import { createTestDatabase } from './test-database.ts';

export interface CallOptions {
  query?: Record<string, string | string[]>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** false: send no signature; 'wrong': a bad one; a number: sign with that time. */
  sign?: boolean | 'wrong' | number;
  /** Send the body as a form (application/x-www-form-urlencoded). */
  form?: boolean;
}

export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  /** Background jobs run only when a test drains this queue. */
  jobs: ManualQueue;
  mail: MailMessage[];
  /** Text messages sent through the local outbox, newest last. */
  sms: SmsMessage[];
  /** Moves the app's clock forward (lockouts, expiries) without waiting. */
  advance(ms: number): void;
  call<T = unknown>(
    method: HttpMethod,
    url: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** Calls an endpoint of the contract's description with one flat input (path, query and body). */
  api<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    options?: ApiCallOptions,
  ): Promise<{ status: number; body: Envelope<AnswerOf<E>> }>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, with a movable clock and a mailbox to read codes from.
 * `trustProxy` as TRUST_PROXY would set it (none by default, as in production).
 */
export async function createTestApp(
  options: Pick<BuildAppOptions, 'trustProxy'> & {
    /** Another messaging app than the simulator (made with the app's clock). */
    messaging?: (now: () => number) => MessagingApp;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let now = Date.now();
  const mail: MailMessage[] = [];
  const outbox = createOutboxMailer(database.db);
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      mail.push(message);
      await outbox.send(message);
    },
  };
  const texts: SmsMessage[] = [];
  const smsOutbox = createOutboxSms(database.db);
  const sms: SmsSender = {
    kind: 'outbox',
    async send(message) {
      texts.push(message);
      await smsOutbox.send(message);
    },
  };
  const jobs = createManualQueue();
  const signingKey = new TextEncoder().encode('test-signing-key-of-enough-length-0123456789');
  const deps: AppDeps = {
    db: database.db,
    mailer,
    sms,
    storage: createMemoryStorage(),
    signingKey,
    now: () => now,
    jobs,
    downloadTtlMs: 14 * 24 * 3600_000,
    publicUrl: 'https://cairn.test',
    // The local providers, as SSO_ISSUER=local and MESSAGING_APP=local choose them.
    sso: createSsoSetup(
      { issuer: 'local', clientId: undefined, clientSecret: undefined },
      'https://cairn.test',
      () => now,
    ),
    messaging: options.messaging?.(() => now) ?? createLocalMessagingApp('https://cairn.test'),
    money: sandboxProviders('https://cairn.test', signingKey),
  };
  const app = await buildApp({ deps, webDist: '/nonexistent', trustProxy: options.trustProxy });

  const call = injectCaller(app, () => now);
  const api = describedCaller(call);

  return {
    app,
    database,
    deps,
    jobs,
    mail,
    sms: texts,
    advance: (ms) => {
      now += ms;
    },
    call,
    api,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const basicAuth = { authorization: DESIGNER_BASIC_AUTH };

/** Registers an account and logs it in; returns its tokens. */
/**
 * A described call as `token`'s user (extra headers optional), answering the envelope: for tests
 * that act as several users. `app` is read at each call (the test app is made in beforeAll).
 */
export function envelopeCaller(app: () => TestApp) {
  return async <E extends Endpoint>(
    token: string,
    endpoint: E,
    input: CallInput<E>,
    headers?: Record<string, string>,
  ) => (await app().api(endpoint, input, { token, headers })).body;
}

export async function registerAndLogin(t: TestApp, username = 'alice', password = 'correct-horse-1') {
  const reg = await t.api(authApi.register, { username, password });
  if (reg.body.code !== '00000') throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  return login(t, username, password);
}

export async function login(t: TestApp, username: string, password: string) {
  const res = await t.api(authApi.token, { username, password }, { headers: basicAuth });
  if (res.body.code !== '00000') throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
