/**
 * The part of an endpoint's description that needs no validator: method, service, path and who
 * may call. No zod here on purpose, so the respondent page can take the facts of its own calls
 * (respond/routes.ts) without pulling a validator into what a phone downloads first.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The first segment after /api (DESIGN.md §3); the spec's call tables give paths relative to it. */
export type Service = 'auth' | 'designer' | 'report' | 'respond' | 'response' | 'pdf' | 'files' | 'docs';

/** The policy's actions on a survey (apps/server/src/policy/policy.ts). */
export type SurveyAction = 'read' | 'edit' | 'report' | 'launch' | 'manage';

/**
 * Who may call, and what they must hold:
 * - `public`: anyone — no signature, no token (the respondent's calls, signed file links, fixed
 *   downloads, the API document);
 * - `client`: the request signature, no token (login, registration, password reset);
 * - `user`: signature and a live session; what the call touches is the caller's own (account,
 *   libraries, folders, downloads) or decided by the policy in the use case — another user's id
 *   answers as a missing one;
 * - `survey:<action>`: signature and session, and the policy's `<action>` on the survey the call
 *   names (`surveyCode`, `projectCode` or `code`); a test calls every such endpoint as a stranger
 *   and expects the action's refusal.
 */
export type Access = 'public' | 'client' | 'user' | `survey:${SurveyAction}`;

export interface EndpointFacts {
  method: HttpMethod;
  service: Service;
  /** After `/api/{service}`, in the spec's template form: `/v1/nodes/remove/{id}`. */
  path: string;
  access: Access;
}

/** Whether a call needs the request signature / a session. */
export function isSigned(access: Access): boolean {
  return access !== 'public';
}

export function needsSession(access: Access): boolean {
  return access !== 'public' && access !== 'client';
}

/** The survey action an access names, if any. */
export function surveyActionOf(access: Access): SurveyAction | null {
  return access.startsWith('survey:') ? (access.slice(7) as SurveyAction) : null;
}

/** The full path after the host, in the spec's template form: `/api/designer/v1/nodes/remove/{id}`. */
export function fullPath(endpoint: EndpointFacts): string {
  return `/api/${endpoint.service}${endpoint.path}`;
}

/** The names of a path's `{parameters}`, in order. */
export function paramNamesOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** The path with its parameters filled in (URI-encoded), after /api: `/designer/v1/nodes/remove/12`. */
export function fillPath(endpoint: EndpointFacts, input: Record<string, unknown>): string {
  return `/${endpoint.service}${endpoint.path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
