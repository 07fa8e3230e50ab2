import { resolve } from 'node:path';

/** Configuration, read from the environment once (DESIGN.md §7). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** Partial responses not saved for this long are deleted (CAIRN_PARTIAL_TTL_DAYS, default 30). */
  partialTtlMs: number;
}

const DAY_MS = 24 * 3600_000;

function partialTtlMs(value: string | undefined): number {
  if (value === undefined || value === '') return 30 * DAY_MS;
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`CAIRN_PARTIAL_TTL_DAYS must be a positive number of days, got ${value}`);
  return days * DAY_MS;
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
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    partialTtlMs: partialTtlMs(env.CAIRN_PARTIAL_TTL_DAYS),
  };
}
