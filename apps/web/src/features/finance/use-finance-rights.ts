import { useSessionStore } from '../session/session-store.ts';
import { type FinanceRights, financeRights } from './finance-rights.ts';

/** The caller's organisation as the user centre reads it: org/permission's answer wins once read. */
export function useOrganizationId(): number | null {
  return useSessionStore((s) => (s.orgRole ? s.orgRole.organizationId : (s.user?.organizationId ?? null)));
}

export function useFinanceRights(): FinanceRights {
  const organizationId = useOrganizationId();
  const held = useSessionStore((s) => s.permissions);
  return financeRights(organizationId, held);
}
