import type { Lang } from '@cairn/core';
import { textsFor } from '../texts.ts';

/** One option's share of the votes so far, as a bar and in words. */
export function VoteBar({ votes, total, lang }: { votes: number; total: number; lang: Lang }) {
  const percent = total > 0 ? Math.round((votes / total) * 100) : 0;
  return (
    <div className="cairn-vote">
      <div className="cairn-vote__track" aria-hidden="true">
        <div className="cairn-vote__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="cairn-vote__text">{textsFor(lang).votes(votes, percent)}</span>
    </div>
  );
}
