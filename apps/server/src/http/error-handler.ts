import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { fail } from './envelope.ts';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const where = field || error.validationContext || 'body';
        return `${where} ${v.message}`;
      })
      .join('; ');
  }
  return error.message;
}

/**
 * Every failure leaves as the envelope: catalogue errors as they are, bad input as A0400 naming
 * the field, the database unreachable or too slow as HTTP 503 + B0002 (db/unavailable.ts), anything
 * unexpected as HTTP 500 + B0001 without a stack (logged with the request id).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    // Error envelopes carry their own data (issues, the current version), not the route's
    // success shape, so they skip the route's response schema.
    const send = (status: number, body: unknown) =>
      reply.status(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
    if (error instanceof AppError) {
      return send(error.code === 'A0401' ? 401 : 200, fail(error.code, lang, error.detail, error.data));
    }
    if (error.validation) {
      return send(200, fail('A0400', lang, describeValidation(error)));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(200, fail('A0400', lang, 'the request body is larger than 1 MB'));
    }
    if (error.code?.startsWith('FST_ERR_CTP_') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(200, fail('A0400', lang, 'the request body is not valid JSON'));
    }
    if (error.statusCode === 429) {
      return send(200, fail('A2032', lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(200, fail('A0400', lang, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of the request: the same request will pass once the database is back.
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(503, fail('B0002', lang));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(500, fail('B0001', lang));
  });
}
