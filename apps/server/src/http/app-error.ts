import type { ErrorCode } from '@cairn/contract';

/**
 * An expected failure with a catalogue code. Thrown by services and answered as the envelope
 * (HTTP 200, or 401 for A0401) with the catalogue message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Appended to the catalogue message: what to fix (a field name, a limit). */
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
