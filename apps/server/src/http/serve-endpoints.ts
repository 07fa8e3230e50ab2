import {
  type Endpoint,
  type EndpointTable,
  fullPath,
  isSigned,
  type Lang,
  needsSession,
  type Parsed,
  ZEnvelope,
} from '@cairn/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.ts';
import { plainJsonAnswer } from './plain-json.ts';

/** The caller of an endpoint that needs a session (the guard has refused everyone else). */
export interface Caller {
  userId: number;
  sessionId: string;
}

/** What a handler receives: the validated input, the caller where there is one, the language. */
export type CallContext<E extends Endpoint> = Parsed<E> & {
  user: E['access'] extends 'public' | 'client' ? Caller | null : Caller;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the envelope's `data` (wrapped here), or writes the reply itself for files and pages. */
export type Handler<E extends Endpoint> = (
  ctx: CallContext<E>,
) => Promise<E['answer'] extends z.ZodType ? z.input<E['answer']> : unknown>;

type RunsItself<E> = E extends { edit: { run: unknown } } ? true : false;

/** A handler for every endpoint of the table, except tree edits whose core operation is the handler. */
export type Handlers<T extends EndpointTable> = {
  [K in keyof T as RunsItself<T[K]> extends true ? never : K]: Handler<T[K]>;
};

/** Runs a described tree edit (`edit.run`) for a call: the design module's runner. */
export type EditRunner = (endpoint: Endpoint, ctx: CallContext<Endpoint>) => Promise<unknown>;

const EDIT_NOTE =
  'Send the x-node-v the last edit returned: another version is refused (A0120, data.version is the current one). ' +
  'Answers the new version (also in the x-node-v header) with what changed.';

/** The OpenAPI description: the endpoint's own text, who may call, and the codes it answers. */
function describe(endpoint: Endpoint): string {
  const parts = [endpoint.description ?? ''];
  if (endpoint.edit) parts.push(EDIT_NOTE);
  parts.push(`Access: ${endpoint.access}.`);
  if (endpoint.errors?.length) parts.push(`Codes: ${endpoint.errors.join(', ')}.`);
  return parts.filter(Boolean).join(' ');
}

/** `/v1/nodes/remove/{id}` in Fastify's form, `/v1/nodes/remove/:id`. */
export function routePath(endpoint: Endpoint): string {
  return fullPath(endpoint).replace(/\{(\w+)\}/g, ':$1');
}

function routeOptions(endpoint: Endpoint): Omit<RouteOptions, 'handler'> {
  const envelope = typeof endpoint.answer === 'object';
  return {
    method: endpoint.method,
    url: routePath(endpoint),
    config: {
      endpoint,
      signed: isSigned(endpoint.access),
      authenticated: needsSession(endpoint.access),
      ...(endpoint.rateLimit ? { rateLimit: { max: endpoint.rateLimit, timeWindow: '1 minute' } } : {}),
    },
    ...(endpoint.plainJson ? plainJsonAnswer : {}),
    schema: {
      summary: endpoint.summary,
      description: describe(endpoint),
      tags: [...(endpoint.tags ?? [endpoint.service])],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.deprecated ? { deprecated: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(envelope ? { response: { 200: ZEnvelope(endpoint.answer as z.ZodType) } } : {}),
    },
  };
}

/**
 * Registers every endpoint of a table from its description: route, guards (signature, session),
 * validation, rate limit, OpenAPI entry, and the envelope around what the handler answers. A tree
 * edit that names its core operation needs no handler: `runEdit` runs it. The only way an /api
 * route is registered (a test compares the served routes with the description).
 */
export function serve<T extends EndpointTable>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
  runEdit?: EditRunner,
): void {
  for (const [name, endpoint] of Object.entries(table)) {
    const own = (handlers as Record<string, Handler<Endpoint> | undefined>)[name];
    const handler: Handler<Endpoint> | undefined =
      own ?? (endpoint.edit?.run && runEdit ? (ctx) => runEdit(endpoint, ctx) : undefined);
    if (!handler) throw new Error(`${fullPath(endpoint)}: no handler and no edit runner`);
    const envelope = typeof endpoint.answer === 'object';
    const options = routeOptions(endpoint);
    // Inside a plugin registered with a prefix, Fastify adds the prefix itself.
    const url =
      app.prefix && options.url.startsWith(app.prefix) ? options.url.slice(app.prefix.length) : options.url;
    app.route({
      ...options,
      url,
      handler: async (request, reply) => {
        const ctx = {
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.auth,
          lang: request.lang,
          request,
          reply,
        } as CallContext<Endpoint>;
        const data = await handler(ctx);
        return envelope ? ok(data, request.lang) : data;
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The description a route was registered from (serve-endpoints.ts). */
    endpoint?: Endpoint;
  }
}
