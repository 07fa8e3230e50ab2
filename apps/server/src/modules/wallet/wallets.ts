import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSubject } from '../../policy/subject.ts';
import { balanceOf, ensureAccount } from './ledger.ts';

export const FINANCE_VIEW = 'ORG_FINANCE_VIEW';
export const FINANCE_MANAGE = 'ORG_FINANCE_MANAGE';

export interface CallerWallet {
  accountId: number;
  owner: { kind: 'user' | 'organization'; id: number };
  mayManage: boolean;
}

/**
 * The wallet a caller acts on: their organisation's when they belong to one (members need the
 * finance codes: VIEW to see it, MANAGE to spend; the organisation admin holds both), else their
 * own. `need` refuses with A0403 before anything is read. An account that joins an organisation
 * keeps its personal wallet's money in the ledger but acts on the organisation's from then on.
 */
export async function callerWallet(db: Db, userId: number, need: 'view' | 'manage'): Promise<CallerWallet> {
  const subject = await loadSubject(db, userId);
  if (subject.organizationId === null) {
    const accountId = await ensureAccount(db, 'wallet', `user:${userId}`);
    return { accountId, owner: { kind: 'user', id: userId }, mayManage: true };
  }
  const mayManage = subject.permissions.includes(FINANCE_MANAGE);
  const mayView = mayManage || subject.permissions.includes(FINANCE_VIEW);
  if (!mayView || (need === 'manage' && !mayManage)) throw new AppError('A0403');
  const accountId = await ensureAccount(db, 'wallet', `org:${subject.organizationId}`);
  return { accountId, owner: { kind: 'organization', id: subject.organizationId }, mayManage };
}

/** The wallet a user's money acts on, with no rights asked: for the operator (coupons granted by the CLI). */
export async function walletAccountOf(db: Db, userId: number): Promise<number> {
  const { organizationId } = await loadSubject(db, userId);
  return ensureAccount(db, 'wallet', organizationId === null ? `user:${userId}` : `org:${organizationId}`);
}

/** The wallet as the finance page shows it. */
export async function walletView(db: Db, userId: number) {
  const wallet = await callerWallet(db, userId, 'view');
  const name =
    wallet.owner.kind === 'user'
      ? (await db.select({ name: users.username }).from(users).where(eq(users.id, wallet.owner.id)))[0]?.name
      : (
          await db
            .select({ name: organizations.name })
            .from(organizations)
            .where(eq(organizations.id, wallet.owner.id))
        )[0]?.name;
  return {
    owner: { ...wallet.owner, name: name ?? '' },
    balanceFen: await balanceOf(db, wallet.accountId),
    mayManage: wallet.mayManage,
  };
}
