/**
 * Calls a fault test makes while the database is away, from each issue's module of them
 * (org-calls.ts, money-calls.ts). `send` makes each call once (each must answer B0002 while it is
 * away); `untouched` checks that those failed calls left nothing half-written; `after` makes them
 * again once it is back (each must succeed) and checks what they wrote.
 */
export interface OutageCalls {
  names: readonly string[];
  send(): Promise<Record<string, string>>;
  untouched(): Promise<void>;
  after(): Promise<Record<string, string>>;
}

/** Several sets as one: sent together, checked in turn. */
export function allCalls(...sets: OutageCalls[]): OutageCalls {
  const merged = async (each: (set: OutageCalls) => Promise<Record<string, string>>) =>
    Object.assign({}, ...(await Promise.all(sets.map(each)))) as Record<string, string>;
  return {
    names: sets.flatMap((s) => s.names),
    send: () => merged((s) => s.send()),
    async untouched() {
      for (const set of sets) await set.untouched();
    },
    after: () => merged((s) => s.after()),
  };
}

/** The answer every call of the set must give. */
export const allAnswered = (calls: OutageCalls, answer: string): Record<string, string> =>
  Object.fromEntries(calls.names.map((name) => [name, answer]));
