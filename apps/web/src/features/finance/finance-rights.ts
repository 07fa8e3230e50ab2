import { permissionAllows } from '../session/permission-check.ts';

export const FINANCE_VIEW = 'ORG_FINANCE_VIEW';
export const FINANCE_MANAGE = 'ORG_FINANCE_MANAGE';

export interface FinanceRights {
  /** The finance tab and its lists. */
  view: boolean;
  /** Recharge, pay and cancel orders, withdraw, request invoices. */
  manage: boolean;
}

/**
 * What the caller may do with the wallet they act on, as the server decides it (wallets.ts
 * `callerWallet`): an account outside any organisation owns its wallet and may do everything; inside
 * one, the organisation's wallet needs ORG_FINANCE_VIEW to see and ORG_FINANCE_MANAGE to spend (which
 * implies seeing). The codes are read through the permission directive's check.
 */
export function financeRights(organizationId: number | null, held: readonly string[]): FinanceRights {
  if (organizationId === null) return { view: true, manage: true };
  const manage = permissionAllows(held, [FINANCE_MANAGE]);
  return { view: manage || permissionAllows(held, [FINANCE_VIEW]), manage };
}
