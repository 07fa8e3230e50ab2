import { type EndpointFacts, fillPath, paramNamesOf } from './facts.ts';

/** The parts of a schema `request` needs: an object schema's keys (no validator is called). */
interface ShapedSchema {
  shape?: Record<string, unknown>;
}

/** What `splitInput` needs of an endpoint: its facts and whether it takes a query, a body or a file. */
export interface RequestShape extends EndpointFacts {
  query?: unknown;
  body?: unknown;
  upload?: true;
}

export type QueryValue =
  | string
  | number
  | boolean
  | readonly (string | number | boolean)[]
  | null
  | undefined;

/** One call as it goes on the wire: the path with its parameters filled in, the query, the JSON body. */
export interface SplitRequest {
  /** After /api: `/designer/v1/nodes/remove/12`. */
  path: string;
  query: Record<string, QueryValue>;
  body: Record<string, unknown> | undefined;
}

/**
 * Splits a caller's flat input into path parameters, query and body, the one rule every client
 * follows (the designer's, the tests', the journeys'): the path's `{names}` fill the path; a call
 * that takes both a query and a body sends the query schema's keys in the query; otherwise the
 * rest goes in the body of a POST/PUT or of a DELETE that describes one (or the query of a
 * multipart upload, whose body is the file) and in the query of a GET or any other DELETE.
 */
export function splitInput(endpoint: RequestShape, input: Record<string, unknown> = {}): SplitRequest {
  const params = new Set(paramNamesOf(endpoint.path));
  const path = fillPath(endpoint, input);
  const rest = Object.entries(input).filter(([key]) => !params.has(key));
  const queryKeys = new Set(Object.keys((endpoint.query as ShapedSchema | undefined)?.shape ?? {}));
  const both = endpoint.query !== undefined && endpoint.body !== undefined;
  const inQuery = (key: string) =>
    both
      ? queryKeys.has(key)
      : endpoint.upload ||
        endpoint.method === 'GET' ||
        // A DELETE that describes a body (ids to remove) sends it as JSON, like a POST.
        (endpoint.method === 'DELETE' && endpoint.body === undefined);
  const query: Record<string, QueryValue> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of rest) {
    if (inQuery(key)) query[key] = value as QueryValue;
    else fields[key] = value;
  }
  const sendsBody = (endpoint.body !== undefined && !endpoint.upload) || Object.keys(fields).length > 0;
  const body = sendsBody ? fields : undefined;
  return { path, query, body };
}
