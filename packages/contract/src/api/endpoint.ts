import type { DesignTree, OpContext, TreeResult } from '@cairn/core';
import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { Access, EndpointFacts, HttpMethod } from './facts.ts';

/**
 * One HTTP call of Cairn, described as data: the server registers its route from this (method,
 * path, validation, envelope, guards, OpenAPI entry), the designer's client and the tests call
 * through it, and a tree edit's `edit.run` is the core operation both the server and the
 * designer's optimistic queue run. See docs/ARCHITECTURE.md "The contract table".
 */
export interface Endpoint extends EndpointFacts {
  summary: string;
  description?: string;
  /** OpenAPI tags; the service by default. */
  tags?: readonly string[];
  /** Catalogue codes the call answers besides A0400 (bad input), A0401 and B0001. */
  errors?: readonly ErrorCode[];
  /** Path parameters: exactly the `{names}` of the path (checked by the type of `endpoint()`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data body carrying a file; signed fields travel in the query. */
  upload?: true;
  /**
   * What a success answers: a schema of the envelope's `data`, or `file` (bytes with a
   * Content-Disposition), `html` (a page) or `redirect` — those are not envelopes.
   */
  answer: z.ZodType | 'file' | 'html' | 'redirect';
  /**
   * Write the answer with JSON.stringify instead of checking it against `answer` first: only for
   * answers built by typed code from validated records where the check costs too much (the
   * design tree, the respondent's calls). The schema still documents and types it.
   */
  plainJson?: true;
  /** Requests per minute per caller address; past it A2032 (abuse-prone public calls). */
  rateLimit?: number;
  /**
   * A design edit: carries `x-node-v`, answers `{ change, saved }`. `run` is the pure core
   * operation on the input (path parameters and body without `surveyCode`); without it the call
   * has a handler of its own and the designer shows the server's answer.
   */
  edit?: TreeEdit;
  /** Hidden from the OpenAPI document (the document itself). */
  hidden?: true;
  /**
   * An earlier name of a call the spec names differently (the spec's name is the primary entry):
   * still served, marked deprecated in the OpenAPI document, not used by our clients.
   */
  deprecated?: true;
}

export interface TreeEdit {
  // biome-ignore lint/suspicious/noExplicitAny: a table holds operations of many input types; treeEdit() types each
  run?: (tree: DesignTree, input: any, ctx: OpContext) => TreeResult;
  /** Emptying the trash is invisible to respondents: it does not set `relaunch`. */
  relaunch?: false;
}

type Output<S> = [NonNullable<S>] extends [never]
  ? unknown
  : [NonNullable<S>] extends [z.ZodType]
    ? z.output<NonNullable<S>>
    : unknown;

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
/**
 * What a caller sends for a schema: the parsed types (a coerced `id` is a number, not `unknown`),
 * optional where the schema lets it be left out (defaults).
 */
type Sent<Maybe> = [NonNullable<Maybe>] extends [never] ? Record<never, never> : SentOf<NonNullable<Maybe>>;
type SentOf<S> = S extends z.ZodType
  ? z.output<S> extends infer O
    ? O extends object
      ? { [K in keyof O as K extends RequiredKeys<z.input<S>> ? K : never]: O[K] } & {
          [K in keyof O as K extends RequiredKeys<z.input<S>> ? never : K]?: O[K];
        }
      : Record<never, never>
    : never
  : Record<never, never>;

/** The `{names}` of a path template. */
export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** What a caller passes: path parameters, query and body fields, flattened into one object. */
export type CallInput<E extends Endpoint> = Sent<E['params']> & Sent<E['query']> & BodyIn<E['body']>;

/** A body as the caller builds it: the schema's input (defaults may be left out, at any depth). */
type BodyIn<Maybe> = [NonNullable<Maybe>] extends [never]
  ? Record<never, never>
  : NonNullable<Maybe> extends z.ZodType
    ? z.input<NonNullable<Maybe>>
    : Record<never, never>;

/** What the handler receives after validation. */
export interface Parsed<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/** The `data` of a successful answer. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;

/** The input of a tree edit's core operation: path parameters and body, without `surveyCode`. */
export type EditInput<E extends Endpoint> = WithoutSurvey<Output<E['params']> & Output<E['body']>>;

type Schema = z.ZodType;
/** A path's parameters schema: an object of exactly its `{names}`; none for a path without any. */
type ParamsSchema<P extends string> = z.ZodType<
  Record<ParamNames<P>, unknown>,
  Record<ParamNames<P>, unknown>
>;

type SpecOf<M, P extends string, Acc, Pa, Q, B, A, Ed> = Omit<
  Endpoint,
  'method' | 'path' | 'access' | 'params' | 'query' | 'body' | 'answer' | 'edit'
> & {
  method: M;
  path: P;
  access: Acc;
  query?: Q;
  body?: B;
  answer: A;
  /** A design edit with a handler of its own; `treeEdit()` adds the core operation. */
  edit?: Ed;
} & ([ParamNames<P>] extends [never] ? { params?: undefined } : { params: Pa });

/** Omit that keeps a union a union (a discriminated body stays discriminated). */
type WithoutSurvey<T> = T extends unknown ? Omit<T, 'surveyCode'> : never;

/**
 * Declares an endpoint, checking what a table entry must hold: path parameters described exactly
 * (a path with `{id}` needs a params schema of `id`).
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  const Acc extends Access,
  A extends Endpoint['answer'],
  Pa extends ParamsSchema<P> | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const Ed extends Omit<TreeEdit, 'run'> | undefined = undefined,
>(spec: SpecOf<M, P, Acc, Pa, Q, B, A, Ed>): SpecOf<M, P, Acc, Pa, Q, B, A, Ed> & { edit: Ed } {
  return spec as SpecOf<M, P, Acc, Pa, Q, B, A, Ed> & { edit: Ed };
}

/** The core operation of a tree edit, typed by the endpoint's own params and body. */
export type TreeOperationOf<E extends Endpoint> = (
  tree: DesignTree,
  input: EditInput<E>,
  ctx: OpContext,
) => TreeResult;

/**
 * Makes an endpoint a tree edit that runs `run`: the server's route runs it in a design edit
 * (no handler to write), the designer's queue runs the same function on its copy at once.
 */
export function treeEdit<E extends Endpoint, const R extends Omit<TreeEdit, 'run'> = Record<never, never>>(
  spec: E,
  run: TreeOperationOf<E>,
  options?: R,
): Omit<E, 'edit'> & { edit: R & { run: TreeOperationOf<E> } } {
  return { ...spec, edit: { ...spec.edit, ...options, run } as R & { run: TreeOperationOf<E> } };
}

/** A table of endpoints by name (one per domain, e.g. `nodesApi.add`). */
export type EndpointTable = Record<string, Endpoint>;
