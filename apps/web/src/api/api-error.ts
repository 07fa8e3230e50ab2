import type { ClientBehaviour } from '@cairn/contract';

/** Codes the client uses for failures that never reached a readable envelope. */
export const LOCAL_ERROR_CODE = {
  http: 'HTTP',
  network: 'NETWORK',
  badResponse: 'BAD_RESPONSE',
  refreshFailed: 'REFRESH_FAILED',
} as const;

/**
 * A failed call. `code` is the catalogue code (or a local code above), `message` is already in
 * the user's language. `handledGlobally` says whether the client already showed it (toast,
 * logout, 404), so a caller only displays errors that are not handled yet.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly behaviour: ClientBehaviour,
    readonly handledGlobally: boolean,
    readonly httpStatus?: number,
    /** The envelope's data, when a refusal carries some (A0120: the current version). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
