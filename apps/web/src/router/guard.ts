import type { User } from '@cairn/contract';
import { isPartnerRestricted, PARTNER_THIRD_TYPE } from './partner-restrictions.ts';
import type { RouteDef } from './route-table.ts';
import { DEFAULT_LANDING, loginPathFor } from './safe-redirect.ts';

export interface GuardInput {
  /** App-relative target path and its query (`?a=1` or ''). */
  pathname: string;
  search: string;
  /** Matched route definitions, outermost first. */
  matched: readonly RouteDef[];
  hasToken: boolean;
  /** The user record when loaded (with a token); null when absent or its fetch failed. */
  user: Pick<User, 'thirdType'> | null;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string; clearCrossCode?: boolean };

const LOGGED_IN_BOUNCE = new Set(['Login', 'Register']);
const NOT_FOUND = '/404';

/** The navigation guard (spec doc 1 §4) as a pure decision over one navigation. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const leaf = input.matched.at(-1);
  if (!leaf) return { kind: 'redirect', to: NOT_FOUND };
  const names = input.matched.map((r) => r.name);

  if (!input.hasToken) {
    if (leaf.meta?.isPublic)
      return leaf.meta.redirect ? { kind: 'redirect', to: leaf.meta.redirect } : { kind: 'pass' };
    return { kind: 'redirect', to: loginPathFor(`${input.pathname}${input.search}`), clearCrossCode: true };
  }

  if (LOGGED_IN_BOUNCE.has(leaf.name)) return { kind: 'redirect', to: DEFAULT_LANDING };
  if (leaf.meta?.redirect) return { kind: 'redirect', to: leaf.meta.redirect };
  const isPartner = input.user?.thirdType === PARTNER_THIRD_TYPE;
  if (isPartner && !leaf.meta?.isPublic && isPartnerRestricted(names, input.pathname)) {
    return { kind: 'redirect', to: NOT_FOUND };
  }
  return { kind: 'pass' };
}
