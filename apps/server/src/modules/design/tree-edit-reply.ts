import type { Lang } from '@cairn/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../http/guards.ts';
import type { EditRunner } from '../../http/serve-endpoints.ts';
import type { DesignDeps } from './design-deps.ts';
import type { DesignEditOptions } from './run-design-edit.ts';
import { editVersionOf } from './run-design-edit.ts';
import { runTreeEdit, type TreeOperation } from './run-tree-edit.ts';

interface EditRequest {
  auth: { userId: number; sessionId: string } | null;
  headers: Record<string, string | string[] | undefined>;
  lang: Lang;
  body?: unknown;
  query?: unknown;
}

/**
 * `force: true` in an edit's body (ZForce), or `force=true` in the query of a multipart call:
 * delete the logic that refers to what the edit removes instead of answering 00001.
 */
function forceOf(request: EditRequest): boolean {
  const said = (part: unknown) =>
    typeof part === 'object' && part !== null ? (part as { force?: unknown }).force : undefined;
  return said(request.body) === true || said(request.query) === 'true';
}

/**
 * The whole of a tree-edit call after validation: run the core operation as a design edit for
 * the caller, answer `{ change, saved }` and put the new version in the x-node-v header.
 */
export async function replyTreeEdit(
  deps: DesignDeps,
  request: EditRequest,
  reply: FastifyReply,
  surveyCode: string,
  operation: TreeOperation,
  options?: DesignEditOptions,
) {
  const { change, saved } = await runTreeEdit(
    deps,
    {
      auth: callerOf(request),
      code: surveyCode,
      version: editVersionOf(request.headers),
      lang: request.lang,
      force: forceOf(request),
    },
    operation,
    options,
  );
  reply.header('x-node-v', String(saved.version));
  return { change, saved };
}

/**
 * Runs the core operation a described tree edit names (`edit.run`) on the call's input: its path
 * parameters and body without `surveyCode`, exactly what the designer's queue runs on its copy.
 */
export function designEditRunner(deps: DesignDeps): EditRunner {
  return (endpoint, { params, body, request, reply }) => {
    const run = endpoint.edit?.run;
    const { surveyCode, ...rest } = body as { surveyCode?: unknown };
    if (!run || typeof surveyCode !== 'string') throw new AppError('A0400', 'surveyCode');
    const input = { ...(params as object), ...rest } as never;
    return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) => run(tree, input, ctx), {
      ...(endpoint.edit?.relaunch === false ? { relaunch: false } : {}),
    });
  };
}
