import { randomBytes } from 'node:crypto';
import { QR_STATE, QR_TICKET_TTL_MS, type QrState } from '@cairn/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingBindings, qrTickets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMembership } from '../users/user-repo.ts';
import { type ClaimTargetKind, claimTargetOf } from './claim-targets.ts';
import type { MessagingApp } from './messaging-app.ts';

export function appOf(deps: AppDeps): MessagingApp {
  if (!deps.messaging) throw new AppError('A2006', 'no messaging app is configured');
  return deps.messaging;
}

export async function bindingOfUser(db: Db, provider: string, userId: number) {
  const [row] = await db
    .select()
    .from(messagingBindings)
    .where(and(eq(messagingBindings.provider, provider), eq(messagingBindings.userId, userId)));
  return row;
}

async function bindingOfOpenId(db: Db, provider: string, openId: string) {
  const [row] = await db
    .select()
    .from(messagingBindings)
    .where(and(eq(messagingBindings.provider, provider), eq(messagingBindings.openId, openId)));
  return row;
}

export async function ticketRow(db: Db, ticket: string) {
  const [row] = await db.select().from(qrTickets).where(eq(qrTickets.ticket, ticket));
  return row;
}

/**
 * A new ticket (login, bind for `userId`, or claim of `target`); old tickets are swept as new ones
 * are made.
 */
export async function createTicket(
  deps: AppDeps,
  purpose: 'login' | 'bind' | 'claim',
  userId: number | null,
  target: { kind: ClaimTargetKind; id: number } | null = null,
) {
  const app = appOf(deps);
  const now = deps.now();
  await deps.db.delete(qrTickets).where(lt(qrTickets.expiresAt, new Date(now - QR_TICKET_TTL_MS)));
  // 32 characters: within WeChat's 64 for a QR code's scene, which carries the ticket.
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = now + QR_TICKET_TTL_MS;
  // The app's code first: when it fails (WeChat unreachable) no ticket is left behind.
  const qrContent = await app.qrContent(ticket, Math.ceil(QR_TICKET_TTL_MS / 1000));
  await deps.db.insert(qrTickets).values({
    ticket,
    provider: app.name,
    purpose,
    userId,
    expiresAt: new Date(expiresAt),
    targetKind: target?.kind ?? null,
    targetId: target?.id ?? null,
  });
  return { ticket, qrContent, simulated: app.kind === 'local', expiresAt };
}

export interface Scanner {
  openId: string;
  nickname: string | null;
}

/**
 * A person scanned a ticket (the app's callback, or the simulator). A login ticket learns whose
 * account it opens (state 1) or that none is bound (4); a bind ticket binds the scanner to its
 * maker (1) unless another account has that messaging account (5). Only the first scan counts.
 * A claim ticket pays its target to the scanner (1), unless another openId claimed it first (5).
 * Answers the resulting state; 2 for an unknown or expired ticket, 3 for one scanned before.
 */
export async function recordScan(deps: AppDeps, ticket: string, scanner: Scanner): Promise<QrState> {
  const now = deps.now();
  const row = await ticketRow(deps.db, ticket);
  if (!row || row.expiresAt.getTime() <= now) return QR_STATE.expired;
  if (row.scannedAt) return QR_STATE.used;
  if (row.purpose === 'claim') return scanClaim(deps, row, scanner, now);
  const bound = await bindingOfOpenId(deps.db, row.provider, scanner.openId);
  let outcome: QrState;
  let userId = row.userId;
  if (row.purpose === 'login') {
    outcome = bound ? QR_STATE.done : QR_STATE.notBound;
    userId = bound?.userId ?? null;
  } else if (bound) {
    outcome = bound.userId === row.userId ? QR_STATE.done : QR_STATE.boundElsewhere;
  } else {
    outcome = QR_STATE.done;
  }
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(qrTickets)
      .set({ openId: scanner.openId, nickname: scanner.nickname, scannedAt: new Date(now), outcome, userId })
      .where(and(eq(qrTickets.ticket, ticket), isNull(qrTickets.scannedAt)))
      .returning({ ticket: qrTickets.ticket });
    if (claimed.length === 0) return QR_STATE.used;
    if (row.purpose === 'bind' && !bound && row.userId !== null) {
      const made = await tx
        .insert(messagingBindings)
        .values({
          provider: row.provider,
          openId: scanner.openId,
          userId: row.userId,
          nickname: scanner.nickname,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ userId: messagingBindings.userId });
      // A bind racing this one (the same person, or this account elsewhere) took the place.
      if (made.length === 0) {
        await tx
          .update(qrTickets)
          .set({ outcome: QR_STATE.boundElsewhere })
          .where(eq(qrTickets.ticket, ticket));
        return QR_STATE.boundElsewhere;
      }
      const membership = await findMembership(tx, row.userId);
      await recordAudit(tx, {
        organizationId: membership?.organizationId ?? null,
        actorId: row.userId,
        action: 'third.bind',
        targetUserId: row.userId,
        detail: { provider: row.provider, nickname: scanner.nickname },
      });
    }
    return outcome;
  });
}

/** The claim refusals a claim poll tells apart (claim-calls.ts ZClaimState). */
const REFUSALS: Record<string, QrState> = { A0403: QR_STATE.boundElsewhere, A2072: QR_STATE.limitReached };

/**
 * The scan of a claim ticket: the ticket is taken first (a guarded UPDATE, so two scans race for
 * one claim), then the target pays the scanner. The target itself is idempotent per openId, so a
 * new ticket for the same prize scanned by the same person pays nothing twice.
 */
async function scanClaim(
  deps: AppDeps,
  row: NonNullable<Awaited<ReturnType<typeof ticketRow>>>,
  scanner: Scanner,
  now: number,
): Promise<QrState> {
  const target = claimTargetOf(row.targetKind);
  if (!target || row.targetId === null) return QR_STATE.expired;
  const taken = await deps.db
    .update(qrTickets)
    .set({
      openId: scanner.openId,
      nickname: scanner.nickname,
      scannedAt: new Date(now),
      outcome: QR_STATE.waiting,
    })
    .where(and(eq(qrTickets.ticket, row.ticket), isNull(qrTickets.scannedAt)))
    .returning({ ticket: qrTickets.ticket });
  if (taken.length === 0) return QR_STATE.used;
  let outcome: QrState = QR_STATE.done;
  try {
    await target.claim(deps, row.targetId, scanner.openId);
  } catch (error) {
    // A0403: another messaging account claimed this prize first; A2072: the scanner reached the
    // campaign's per-respondent limit; anything else (gone, a fault): 2.
    outcome = error instanceof AppError ? (REFUSALS[error.code] ?? QR_STATE.expired) : QR_STATE.expired;
    if (!(error instanceof AppError)) {
      await deps.db.update(qrTickets).set({ outcome }).where(eq(qrTickets.ticket, row.ticket));
      throw error;
    }
  }
  await deps.db.update(qrTickets).set({ outcome }).where(eq(qrTickets.ticket, row.ticket));
  return outcome;
}

/** The state of a ticket before its outcome is read: 2 unknown or expired, 3 used, 0 not scanned. */
export function pendingState(row: Awaited<ReturnType<typeof ticketRow>>, now: number): QrState | null {
  if (!row) return QR_STATE.expired;
  if (row.usedAt) return QR_STATE.used;
  if (row.expiresAt.getTime() <= now) return QR_STATE.expired;
  if (!row.scannedAt) return QR_STATE.waiting;
  return null;
}

/** Removes the caller's binding; A2006 when there is none. */
export async function unbind(deps: AppDeps, userId: number, ip: string | null): Promise<void> {
  const app = appOf(deps);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(messagingBindings)
      .where(and(eq(messagingBindings.provider, app.name), eq(messagingBindings.userId, userId)))
      .returning({ openId: messagingBindings.openId });
    if (gone.length === 0) throw new AppError('A2006');
    const membership = await findMembership(tx, userId);
    await recordAudit(tx, {
      organizationId: membership?.organizationId ?? null,
      actorId: userId,
      action: 'third.unbind',
      targetUserId: userId,
      detail: { provider: app.name },
      ip,
    });
  });
}
