import { QR_STATE, type QrState, type Tokens } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { qrTickets, ssoIdentities } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { completeLogin } from '../auth/complete-login.ts';
import { assertNotLocked, lockoutKey } from '../auth/lockout.ts';
import type { LoginDevice } from '../auth/login-device.ts';
import { findUserById } from '../users/user-repo.ts';
import { bindingOfUser, pendingState, ticketRow } from './qr-tickets.ts';

/**
 * The login page's poll. A scanned ticket whose messaging account is bound hands out tokens once
 * (a guarded UPDATE claims it; later polls answer 3). Unknown tickets answer as expired ones do.
 * The account's lockout holds as for a password login.
 */
export async function pollLoginTicket(
  deps: AppDeps,
  ticket: string,
  device: LoginDevice,
): Promise<{ state: QrState; tokens: Tokens | null }> {
  const now = deps.now();
  const row = await ticketRow(deps.db, ticket);
  const pending = row?.purpose === 'login' ? pendingState(row, now) : QR_STATE.expired;
  if (pending !== null || !row) return { state: pending ?? QR_STATE.expired, tokens: null };
  if (row.outcome !== QR_STATE.done || row.userId === null)
    return { state: (row.outcome ?? QR_STATE.notBound) as QrState, tokens: null };
  const user = await findUserById(deps.db, row.userId);
  // Unbound (or the account gone) between the scan and this poll: the scan no longer opens it.
  const binding = user && (await bindingOfUser(deps.db, row.provider, user.id));
  if (!user || !binding || binding.openId !== row.openId) return { state: QR_STATE.notBound, tokens: null };
  await assertNotLocked(deps.db, lockoutKey(user.username), now);
  const claimed = await deps.db
    .update(qrTickets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(qrTickets.ticket, ticket), isNull(qrTickets.usedAt)))
    .returning({ ticket: qrTickets.ticket });
  if (claimed.length === 0) return { state: QR_STATE.used, tokens: null };
  return { state: QR_STATE.done, tokens: await completeLogin(deps, user.id, device, 'qr') };
}

/** The bind modal's poll: the caller's own ticket only (another's answers as unknown, 2). */
export async function pollBindTicket(deps: AppDeps, ticket: string, userId: number) {
  const row = await ticketRow(deps.db, ticket);
  const mine = row?.purpose === 'bind' && row.userId === userId ? row : undefined;
  const pending = pendingState(mine, deps.now());
  // A finished binding stays "bound" for the modal's last polls, even past the ticket's time.
  if (mine?.scannedAt) return { state: (mine.outcome ?? QR_STATE.expired) as QrState, snsId: mine.openId };
  return { state: pending ?? QR_STATE.expired, snsId: null };
}

/** The caller's bindings: the messaging app and SSO identities (users/third). */
export async function listBindings(deps: AppDeps, userId: number) {
  const messaging = deps.messaging ? await bindingOfUser(deps.db, deps.messaging.name, userId) : undefined;
  const sso = await deps.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
  return [
    ...(messaging
      ? [
          {
            provider: messaging.provider,
            kind: 'messaging' as const,
            snsId: mask(messaging.openId),
            nickname: messaging.nickname,
            createdAt: messaging.createdAt.getTime(),
          },
        ]
      : []),
    ...sso.map((identity) => ({
      provider: `sso:${identity.issuer}`,
      kind: 'sso' as const,
      snsId: mask(identity.subject),
      nickname: identity.email,
      createdAt: identity.createdAt.getTime(),
    })),
  ];
}

/** Ids are shown shortened: enough to recognise, not to copy. */
const mask = (id: string) => (id.length <= 8 ? id : `${id.slice(0, 4)}…${id.slice(-4)}`);
