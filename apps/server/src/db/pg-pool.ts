import pg from 'pg';

/** How long the server waits on PostgreSQL (config.ts: CAIRN_DB_*_TIMEOUT_MS). */
export interface DbTimeouts {
  /** Opening a connection: TCP and PostgreSQL's start-up answer. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it after this (statement_timeout); 0 = no limit (migrations). */
  statementMs: number;
  /** Waiting for a free connection of the pool (including opening one). */
  acquireMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5_000, statementMs: 30_000, acquireMs: 10_000 };

/**
 * Beyond statement_timeout, the client gives up on an answer this much later: a database that
 * does not answer at all (frozen, or its host gone) cannot cancel anything itself.
 */
const READ_GRACE_MS = 1_000;

type Warn = (message: string) => void;

/**
 * A pool of connections to PostgreSQL that a database outage cannot take the process down with
 * (issue 18 items 1–2):
 * - every connection has an 'error' listener for its whole life. pg-pool listens only while a
 *   connection is idle; one checked out (a transaction between two statements) whose server
 *   ends (restart, crash, an administrator) emitted 'error' with nobody listening, and Node
 *   ended the process. Now the statement in flight fails, the connection is not queryable and
 *   pg-pool drops it when it is released;
 * - nothing waits forever: a connect timeout, statement_timeout on the server, a read timeout
 *   on the client a little later (after which the connection is closed: its answer may still
 *   come and would be read as the next statement's), and a timeout on waiting for the pool;
 * - TCP keep-alive, so a connection to a host that vanished is noticed while idle.
 */
export function createPgPool(url: string, max: number, timeouts: DbTimeouts, warn: Warn): pg.Pool {
  class GuardedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
      // Heard for its whole life; the statement in flight carries the error to its caller, and
      // an idle connection's error reaches the pool's listener below as well.
      this.on('error', () => {});
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback forms).
    override query(...args: any[]): any {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (error: Error | undefined, ...rest: unknown[]) => {
          if (error) this.dropIfUnanswered(error);
          last(error, ...rest);
        };
        return (super.query as (...a: unknown[]) => unknown)(...args);
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        return result.catch((error: Error) => {
          this.dropIfUnanswered(error);
          throw error;
        });
      }
      return result;
    }

    private dropIfUnanswered(error: Error) {
      if (error.message !== 'Query read timeout') return;
      const stream = (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection
        ?.stream;
      stream?.destroy();
    }
  }

  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: GuardedClient,
    connectionTimeoutMillis: timeouts.acquireMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + READ_GRACE_MS }
      : {}),
    keepAlive: true,
  });
  // An idle connection the server ends: the pool drops it and opens another on the next query.
  pool.on('error', (error) => warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return pool;
}
