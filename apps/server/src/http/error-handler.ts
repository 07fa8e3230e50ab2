import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
 * the field, anything unexpected as HTTP 500 + B0001 without a stack (logged with the request id).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof AppError) {
      return reply
        .status(error.code === 'A0401' ? 401 : 200)
        .send(fail(error.code, lang, error.detail, error.data));
    }
    if (error.validation) {
      return reply.status(200).send(fail('A0400', lang, describeValidation(error)));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(200).send(fail('A0400', lang, 'the request body is larger than 1 MB'));
    }
    if (error.code?.startsWith('FST_ERR_CTP_') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(200).send(fail('A0400', lang, 'the request body is not valid JSON'));
    }
    if (error.statusCode === 429) {
      return reply.status(200).send(fail('A2032', lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(200).send(fail('A0400', lang, error.message));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(fail('B0001', lang));
  });
}
