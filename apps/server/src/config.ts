import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type CoderConfig, readCoderConfig } from './coder-config.ts';
import { type DbTimeouts, DEFAULT_DB_TIMEOUTS } from './db/pg-pool.ts';
import type { WechatConfig } from './modules/messaging/wechat/wechat-api.ts';
import type { SsoConfig } from './modules/sso/sso-setup.ts';

/** Configuration, read from the environment once (DESIGN.md §7). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS gateway webhook (sms/webhook-sms.ts); unset = the local outbox. */
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  publicUrl: string;
  logLevel: string;
  /** Partial responses not saved for this long are deleted (CAIRN_PARTIAL_TTL_DAYS, default 30). */
  partialTtlMs: number;
  /** Finished download files are kept this long, then removed (CAIRN_DOWNLOAD_TTL_DAYS, default 14). */
  downloadTtlMs: number;
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe (TRUST_PROXY): false (none, the default),
   * a number of hops, or the proxies' addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Server processes sharing the port (CAIRN_PROCESSES; PostgreSQL only). */
  processes: number;
  /** How long to wait on PostgreSQL (CAIRN_DB_CONNECT/STATEMENT/ACQUIRE_TIMEOUT_MS). */
  dbTimeouts: DbTimeouts;
  /** The engine of open-answer coding tasks (CODING_ENGINE, LLM_*; coder-config.ts). */
  coder: CoderConfig;
  /** SSO_ISSUER (an OIDC issuer URL, or `local`), SSO_CLIENT_ID, SSO_CLIENT_SECRET; unset: no SSO. */
  sso: SsoConfig | undefined;
  /** MESSAGING_APP: `local` (the simulator page), `wechat` (an official account) or unset (no QR login). */
  messagingApp: 'local' | 'wechat' | undefined;
  /** WECHAT_APP_ID, WECHAT_APP_SECRET, WECHAT_TOKEN, WECHAT_API_BASE: when MESSAGING_APP=wechat. */
  wechat?: WechatConfig;
}

const DAY_MS = 24 * 3600_000;

function milliseconds(name: string, value: string | undefined, defaultMs: number): number {
  if (value === undefined || value === '') return defaultMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000)
    throw new Error(`${name} must be a whole number of milliseconds from 100 to 3600000, got ${value}`);
  return ms;
}

/**
 * Without these a stalled PostgreSQL (frozen, its host gone, a lock held) kept every request
 * waiting for as long as it stalled (issue 18 item 2); with them the request fails cleanly
 * (B0002) in bounded time and the respondent page retries.
 */
function dbTimeouts(env: NodeJS.ProcessEnv): DbTimeouts {
  return {
    connectMs: milliseconds(
      'CAIRN_DB_CONNECT_TIMEOUT_MS',
      env.CAIRN_DB_CONNECT_TIMEOUT_MS,
      DEFAULT_DB_TIMEOUTS.connectMs,
    ),
    statementMs: milliseconds(
      'CAIRN_DB_STATEMENT_TIMEOUT_MS',
      env.CAIRN_DB_STATEMENT_TIMEOUT_MS,
      DEFAULT_DB_TIMEOUTS.statementMs,
    ),
    acquireMs: milliseconds(
      'CAIRN_DB_ACQUIRE_TIMEOUT_MS',
      env.CAIRN_DB_ACQUIRE_TIMEOUT_MS,
      DEFAULT_DB_TIMEOUTS.acquireMs,
    ),
  };
}

function daysMs(name: string, value: string | undefined, defaultDays: number): number {
  if (value === undefined || value === '') return defaultDays * DAY_MS;
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`${name} must be a positive number of days, got ${value}`);
  return days * DAY_MS;
}

/**
 * Behind a reverse proxy every request comes from the proxy's address, so per-address rules
 * (answer frequency by IP, guess and rate limits) would treat all respondents as one; believing
 * X-Forwarded-For from anyone would let a respondent pick their own address. So it is opt-in,
 * naming the proxies. `true` (believe any sender) is accepted for a proxy on a private network.
 */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((item) => item.trim());
  for (const item of list) {
    const [address, bits, extra] = item.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || badBits || extra !== undefined)
      throw new Error(
        `TRUST_PROXY must be true, a number of hops, or proxy addresses / CIDR ranges separated by commas; ${JSON.stringify(item)} is none of these`,
      );
  }
  return list;
}

/** `auto` takes a process per core up to this many: each holds up to 10 database connections. */
export const AUTO_PROCESSES_MAX = 4;

/**
 * One Node process uses one core. On PostgreSQL, requests are served by several processes on one
 * port (node:cluster), one per core by default; they share nothing but the database (DESIGN.md
 * §9). The embedded database belongs to the one process that opened it, so it stays at one.
 */
function processes(value: string | undefined, databaseUrl: string | undefined): number {
  const text = value?.trim() || (databaseUrl ? 'auto' : '1');
  const perCore = databaseUrl ? Math.min(availableParallelism(), AUTO_PROCESSES_MAX) : 1;
  const count = text === 'auto' ? perCore : Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`CAIRN_PROCESSES must be a number of processes (1–64) or auto, got ${value}`);
  if (count > 1 && !databaseUrl)
    throw new Error(
      'CAIRN_PROCESSES above 1 needs DATABASE_URL: the embedded database can be opened by one process only',
    );
  return count;
}

function ssoConfig(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  const issuer = env.SSO_ISSUER?.trim();
  if (!issuer) return undefined;
  if (issuer !== 'local' && !/^https?:\/\/\S+$/.test(issuer))
    throw new Error(`SSO_ISSUER must be an issuer URL or local, got ${issuer}`);
  if (issuer !== 'local' && (!env.SSO_CLIENT_ID || !env.SSO_CLIENT_SECRET))
    throw new Error('SSO_ISSUER needs SSO_CLIENT_ID and SSO_CLIENT_SECRET');
  return {
    issuer,
    clientId: env.SSO_CLIENT_ID || undefined,
    clientSecret: env.SSO_CLIENT_SECRET || undefined,
  };
}

function messagingApp(value: string | undefined): 'local' | 'wechat' | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text === 'local' || text === 'wechat') return text;
  throw new Error(`MESSAGING_APP must be local, wechat or unset, got ${value}`);
}

function wechatConfig(env: NodeJS.ProcessEnv): WechatConfig {
  const appId = env.WECHAT_APP_ID?.trim();
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  const token = env.WECHAT_TOKEN?.trim();
  if (!appId || !appSecret || !token)
    throw new Error('MESSAGING_APP=wechat needs WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_TOKEN');
  // WeChat's rule for the Token: 3 to 32 letters and digits.
  if (!/^[A-Za-z0-9]{3,32}$/.test(token)) throw new Error('WECHAT_TOKEN must be 3 to 32 letters and digits');
  const apiBase = env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com';
  if (!/^https?:\/\/\S+$/.test(apiBase)) throw new Error(`WECHAT_API_BASE must be a URL, got ${apiBase}`);
  return { appId, appSecret, token, apiBase };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Cairn <no-reply@cairn.local>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    partialTtlMs: daysMs('CAIRN_PARTIAL_TTL_DAYS', env.CAIRN_PARTIAL_TTL_DAYS, 30),
    downloadTtlMs: daysMs('CAIRN_DOWNLOAD_TTL_DAYS', env.CAIRN_DOWNLOAD_TTL_DAYS, 14),
    trustProxy: trustProxy(env.TRUST_PROXY),
    processes: processes(env.CAIRN_PROCESSES, env.DATABASE_URL || undefined),
    dbTimeouts: dbTimeouts(env),
    coder: readCoderConfig(env),
    sso: ssoConfig(env),
    messagingApp: messagingApp(env.MESSAGING_APP),
    wechat: messagingApp(env.MESSAGING_APP) === 'wechat' ? wechatConfig(env) : undefined,
  };
}
