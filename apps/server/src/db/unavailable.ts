/**
 * Whether an error means the database could not be reached or did not answer in time, rather
 * than a fault of the request or of our code: the server answers those with B0002 and HTTP 503
 * (error-handler.ts), which the respondent page retries and the designer shows as "retry".
 *
 * - SQLSTATE class 08 (connection exception); 57P01–57P03 (the server is shutting down, crashed,
 *   or is still starting); 57014 (a statement cancelled by statement_timeout); 53300 (too many
 *   connections);
 * - Node's socket errors while connecting or talking (refused, reset, timed out, unreachable);
 * - node-postgres' own: a connection that ended or timed out, one that is no longer queryable
 *   after an error, a pool that waited too long for a connection, a statement whose answer
 *   never came (query_timeout).
 * Drizzle wraps the driver's error (DrizzleQueryError) in `cause`; AggregateError (a connect
 * tried on several addresses) carries them in `errors`.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  // The client's own connect timeout (connectionTimeoutMillis) destroys the socket with this.
  'timeout expired',
  'is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (
    typeof e.code === 'string' &&
    (e.code.startsWith('08') || SQLSTATES.has(e.code) || SOCKET_CODES.has(e.code))
  )
    return true;
  // Not the message of drizzle's wrapper: it quotes the statement and its parameters.
  const message = typeof e.message === 'string' && !e.message.startsWith('Failed query:') ? e.message : '';
  if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
