import type { OfflineInterviewee, OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { useMemo, useState } from 'react';
import type { OfflineTexts } from './offline-texts.ts';

/**
 * The roll: search by code, name, group or head field; each row says whether it waits or went.
 * Only people the server would still take can be interviewed: one synced, or closed on the server
 * when the file was made, offers nothing (A5531 would refuse it); one waiting may be redone, the
 * new answers replacing the queued ones.
 */
export function RollList({
  pack,
  t,
  waiting,
  sent,
  onInterview,
}: {
  pack: OfflinePack;
  t: OfflineTexts;
  waiting: ReadonlySet<string>;
  sent: ReadonlySet<string>;
  onInterview: (person: OfflineInterviewee) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return pack.roll;
    return pack.roll.filter((p) =>
      [p.code, p.name, p.groupName ?? '', ...Object.values(p.fields)].some((v) =>
        v.toLowerCase().includes(q),
      ),
    );
  }, [pack.roll, query]);
  if (pack.roll.length === 0) return <p className="offline-empty">{t.emptyRoll}</p>;
  return (
    <section aria-label={t.rollCount(shown.length, pack.roll.length)}>
      <div className="offline-search">
        <input
          type="search"
          value={query}
          placeholder={t.search}
          aria-label={t.search}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <span className="offline-muted">{t.rollCount(shown.length, pack.roll.length)}</span>
      </div>
      {shown.length === 0 ? <p className="offline-empty">{t.noMatch}</p> : null}
      <ul className="offline-roll">
        {shown.map((person) => {
          const isWaiting = waiting.has(person.code);
          const isSent = !isWaiting && sent.has(person.code);
          const closed = isWaiting || isSent ? null : person.closed;
          return (
            <li key={person.code} className="offline-person">
              <div>
                <strong>{person.name}</strong> <span className="offline-muted">{person.code}</span>
                {person.groupName ? <span className="offline-tag">{person.groupName}</span> : null}
                <div className="offline-fields">
                  {pack.heads
                    .filter((h) => person.fields[h.key])
                    .map((h) => (
                      <span key={h.key}>
                        {h.label}: {person.fields[h.key]}
                      </span>
                    ))}
                </div>
              </div>
              <div className="offline-person-end">
                {isWaiting ? <span className="offline-state is-waiting">{t.waiting}</span> : null}
                {isSent ? <span className="offline-state is-sent">{t.sent}</span> : null}
                {closed ? (
                  <span className="offline-state is-sent">
                    {closed === 'done' ? t.doneOnServer : t.absentOnServer}
                  </span>
                ) : null}
                {isWaiting ? (
                  <button type="button" title={t.againHint} onClick={() => onInterview(person)}>
                    {t.again}
                  </button>
                ) : isSent || closed ? null : (
                  <button type="button" onClick={() => onInterview(person)}>
                    {t.interview}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
