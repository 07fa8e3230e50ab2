import type { CampaignStatus } from '@cairn/contract';

/**
 * The campaign status machine: draft → paying (its order made) → running (paid) ↔ paused →
 * ended; a cancelled order returns a paying campaign to draft. The author's actions (status call)
 * and the money events (order made, paid, cancelled) are both moves here, so no handler decides a
 * status on its own.
 */
export type StatusEvent =
  | 'order' // the budget's order is made
  | 'paid' // that order is paid
  | 'cancel-order' // that order is cancelled
  | 'pause'
  | 'resume'
  | 'end' // by the author, by the refund call, or the window closing
  | 'delete';

export type StatusMove =
  | { ok: true; status: CampaignStatus | 'deleted' }
  | { ok: false; code: 'A2056' | 'A2065'; message: string };

const MOVES: Record<Exclude<StatusEvent, 'delete'>, Partial<Record<CampaignStatus, CampaignStatus>>> = {
  order: { draft: 'paying' },
  paid: { paying: 'running' },
  'cancel-order': { paying: 'draft' },
  pause: { running: 'paused' },
  resume: { paused: 'running' },
  end: { running: 'ended', paused: 'ended', ended: 'ended' },
};

/** Where an event takes a campaign, or the catalogue code refusing it. */
export function moveStatus(from: CampaignStatus, event: StatusEvent): StatusMove {
  if (event === 'delete') {
    // Money may still move for a campaign that has not ended: deleting it would hide that.
    if (from === 'draft' || from === 'ended') return { ok: true, status: 'deleted' };
    return { ok: false, code: 'A2056', message: `a ${from} campaign must end before it is deleted` };
  }
  const to = MOVES[event][from];
  if (to === undefined) return { ok: false, code: 'A2065', message: `cannot ${event} a ${from} campaign` };
  return { ok: true, status: to };
}

/** Which author actions a campaign offers now (the web shows these buttons). */
export function availableActions(status: CampaignStatus): ('pause' | 'resume' | 'end' | 'delete')[] {
  return (['pause', 'resume', 'end', 'delete'] as const).filter((action) => {
    if (action === 'end' && status === 'ended') return false; // ending again is a no-op, not an offer
    return moveStatus(status, action).ok;
  });
}

/** Whether the campaign's settings can be edited at all now (rules per field: edits.ts). */
export function isEditable(status: CampaignStatus): boolean {
  return status === 'draft' || status === 'running' || status === 'paused';
}
