import { randomInt } from 'node:crypto';
import { INTERVIEWEE_CODE_ALPHABET, INTERVIEWEE_CODE_LENGTH } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionUsers } from '../../db/schema/index.ts';

function newCode(): string {
  let code = '';
  for (let i = 0; i < INTERVIEWEE_CODE_LENGTH; i++)
    code += INTERVIEWEE_CODE_ALPHABET[randomInt(INTERVIEWEE_CODE_ALPHABET.length)];
  return code;
}

/**
 * `count` interviewee codes no one in the project holds (31^6 ≈ 887 million codes, so a clash is
 * rare and a few rounds replace any). Call it with the roll locked (lockRoll), so no concurrent
 * import takes the same codes between this check and the insert.
 */
export async function freshIntervieweeCodes(tx: Db, surveyId: number, count: number): Promise<string[]> {
  const out = new Set<string>();
  for (let round = 0; out.size < count; round++) {
    if (round > 20) throw new Error('could not find free interviewee codes');
    const batch = new Set<string>();
    while (batch.size < count - out.size) {
      const code = newCode();
      if (!out.has(code)) batch.add(code);
    }
    const candidates = [...batch];
    for (let i = 0; i < candidates.length; i += 1000) {
      const chunk = candidates.slice(i, i + 1000);
      const taken = await tx
        .select({ code: discussionUsers.code })
        .from(discussionUsers)
        .where(and(eq(discussionUsers.surveyId, surveyId), inArray(discussionUsers.code, chunk)));
      const held = new Set(taken.map((t) => t.code));
      for (const code of chunk) if (!held.has(code)) out.add(code);
    }
  }
  return [...out];
}
