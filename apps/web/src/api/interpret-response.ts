import {
  type ClientBehaviour,
  errorCatalogue,
  httpStatusMessages,
  isErrorCode,
  type Lang,
  reservedSilentCodes,
  SUCCESS_CODE,
} from '@cairn/contract';
import { LOCAL_ERROR_CODE } from './api-error.ts';

export type Interpreted =
  | { kind: 'ok'; data: unknown }
  | {
      kind: 'error';
      code: string;
      message: string;
      behaviour: ClientBehaviour;
      status: number;
      data?: unknown;
    };

const UNAUTHORIZED_CODE = 'A0401';
const silentCodes: ReadonlySet<string> = new Set(reservedSilentCodes);

/** What the catalogue says the client does with a code; unknown codes show their message. */
export function behaviourOf(code: string): ClientBehaviour {
  if (isErrorCode(code)) return errorCatalogue[code].behaviour;
  return silentCodes.has(code) ? 'silent' : 'toast';
}

export function httpStatusMessage(status: number, lang: Lang): string {
  const entry = status === 400 || status === 500 || status === 502 ? httpStatusMessages[status] : undefined;
  return (entry ?? httpStatusMessages.other)[lang];
}

function isEnvelope(body: unknown): body is { code: string; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}

/**
 * Reads one HTTP answer (status and parsed JSON body, undefined when it was not JSON) into
 * success data or an error with its catalogue behaviour (spec doc 2 §8 "Global behaviour").
 */
export function interpretResponse(status: number, body: unknown, lang: Lang): Interpreted {
  if (isEnvelope(body)) {
    if (status === 200 && (body.code === SUCCESS_CODE || body.code === '')) {
      return { kind: 'ok', data: body.data ?? null };
    }
    const code = status === 401 ? UNAUTHORIZED_CODE : body.code;
    const fallback = isErrorCode(code) ? errorCatalogue[code][lang] : httpStatusMessage(status, lang);
    const message = typeof body.message === 'string' && body.message ? body.message : fallback;
    return { kind: 'error', code, message, behaviour: behaviourOf(code), status, data: body.data ?? null };
  }
  if (status === 401) {
    const message = errorCatalogue[UNAUTHORIZED_CODE][lang];
    return { kind: 'error', code: UNAUTHORIZED_CODE, message, behaviour: 'logout', status };
  }
  if (status === 200 && typeof body === 'object' && body !== null) {
    // "00000 or no code is success" (spec doc 2 §8).
    return { kind: 'ok', data: (body as { data?: unknown }).data ?? null };
  }
  const code = status === 200 ? LOCAL_ERROR_CODE.badResponse : LOCAL_ERROR_CODE.http;
  return { kind: 'error', code, message: httpStatusMessage(status, lang), behaviour: 'toast', status };
}
