import { describe, expect, it } from 'vitest';
import { issueInterviewTicket, readInterviewTicket } from './interview-ticket.ts';

const key = new Uint8Array(32).fill(7);
const other = new Uint8Array(32).fill(8);

describe('interview tickets', () => {
  const ticket = issueInterviewTicket(key, { surveyId: 12, managerId: 3, exp: 5_000 });

  it('reads back what it was issued with until it expires', () => {
    expect(readInterviewTicket(key, ticket, 4_999)).toEqual({ surveyId: 12, managerId: 3, exp: 5_000 });
    expect(readInterviewTicket(key, ticket, 5_000)).toBeNull();
  });

  it('refuses another key, an altered claim and junk', () => {
    expect(readInterviewTicket(other, ticket, 0)).toBeNull();
    expect(readInterviewTicket(key, ticket.replace('v1.12.', 'v1.13.'), 0)).toBeNull();
    expect(readInterviewTicket(key, 'v1.1.1.1.zz', 0)).toBeNull();
    expect(readInterviewTicket(key, 42, 0)).toBeNull();
  });

  it('carries an offline file’s generation, which cannot be altered', () => {
    const offline = issueInterviewTicket(key, { surveyId: 12, managerId: 0, generation: 4, exp: 5_000 });
    expect(offline.startsWith('v2.12.0.4.5000.')).toBe(true);
    expect(readInterviewTicket(key, offline, 0)).toEqual({
      surveyId: 12,
      managerId: 0,
      generation: 4,
      exp: 5_000,
    });
    expect(readInterviewTicket(key, offline.replace('v2.12.0.4.', 'v2.12.0.5.'), 0)).toBeNull();
    // The same claims without the generation are another body: a v2 signature does not pass as v1.
    expect(readInterviewTicket(key, offline.replace('v2.12.0.4.', 'v1.12.0.'), 0)).toBeNull();
  });
});
