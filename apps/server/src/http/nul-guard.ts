import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The path of the first string holding U+0000 in a parsed value (`title`, `items.2.name`), or
 * null. PostgreSQL cannot store the character in text or JSON, so an input holding it is refused
 * as bad input, naming the field, instead of failing at the database (HTTP 500).
 */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return where;
      const found = findNul(item, where);
      if (found) return found;
    }
  }
  return null;
}

function refuse(where: string): AppError {
  return new AppError('A0400', `${where}: the text holds a NUL character (U+0000); remove it`);
}

/**
 * Refuses NUL in every input of every route, before validation: JSON bodies as they are parsed
 * (JSON can carry it only as the escape \u0000, so bodies without that text are not walked; the
 * respondent's submits stay as cheap as before), form bodies, query strings and path parameters.
 */
export function installNulGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    parseJson(request, text as string, (error, value) => {
      if (error) return done(error);
      const where = (text as string).includes('\\u0000') ? findNul(value, 'body') : null;
      done(where ? refuse(where) : null, value);
    });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const where =
      findNul(request.query, 'query') ??
      findNul(request.params, 'params') ??
      (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? findNul(request.body, 'body')
        : null);
    if (where) throw refuse(where);
  });
}
