import type { ReactNode } from 'react';
import { Permission } from '../session/permission-gate.tsx';
import { FINANCE_MANAGE } from './finance-rights.ts';
import { useOrganizationId } from './use-finance-rights.ts';

/**
 * Renders money-moving controls (recharge, withdraw, pay, cancel, invoice) only for whoever may spend
 * from the wallet: its owner outside an organisation, inside one the permission directive with
 * ORG_FINANCE_MANAGE.
 */
export function ManageGate({ children }: { children: ReactNode }) {
  const organizationId = useOrganizationId();
  if (organizationId === null) return children;
  return <Permission codes={[FINANCE_MANAGE]}>{children}</Permission>;
}
