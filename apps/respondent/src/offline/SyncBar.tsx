import type { OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { errorText, type OfflineTexts } from './offline-texts.ts';
import type { OfflineQueueState } from './use-offline-queue.ts';

/** Always on screen: network state, how many answers wait, the sync button and what went wrong. */
export function SyncBar({ pack, t, q }: { pack: OfflinePack; t: OfflineTexts; q: OfflineQueueState }) {
  const expired = Date.parse(pack.ticketExpiresAt) <= Date.now();
  const failed = q.queue.filter((item) => item.lastError);
  return (
    <header className="offline-bar">
      <div className="offline-bar-row">
        <span className={`offline-net ${q.online ? 'is-online' : 'is-offline'}`}>
          {q.online ? t.online : t.offline}
        </span>
        <strong className="offline-count" role="status" aria-live="polite" data-testid="offline-count">
          {t.queued(q.queue.length)}
        </strong>
        <button
          type="button"
          onClick={q.sync}
          disabled={q.syncing || q.queue.length === 0}
          aria-busy={q.syncing}
        >
          {q.syncing ? t.syncing : t.syncNow}
        </button>
        {q.report && !q.syncing ? (
          <span className="offline-muted" role="status">
            {t.synced(q.report.sent, q.report.failed)}
          </span>
        ) : null}
      </div>
      <div className="offline-muted">
        {t.host(pack.hostName)} · {t.ticketUntil(new Date(pack.ticketExpiresAt).toLocaleDateString())}
      </div>
      {expired ? (
        <p className="offline-alert" role="alert">
          {t.ticketExpired}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <details className="offline-failed" open={failed.some((f) => f.lastError?.kind === 'refused')}>
          <summary>
            {t.failedTitle} ({failed.length})
          </summary>
          <ul>
            {failed.map((item) => (
              <li key={item.responseId}>
                {item.intervieweeName} ({item.intervieweeCode}):{' '}
                {item.lastError ? errorText(t, item.lastError) : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </header>
  );
}
