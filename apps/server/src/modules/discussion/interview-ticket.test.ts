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
});
