import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

/** drizzle's wrapper: the statement and its parameters in the message, the driver's error as cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { name: 'DrizzleQueryError', cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is gone, shutting down, starting or too slow', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection because of crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout expired'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
  });

  it('finds a refusal inside an AggregateError (a connect tried on several addresses)', () => {
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it('leaves faults of the request or of the code alone', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('deadlock detected', '40P01'),
      withCode('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      // A parameter that happens to read like a driver message does not count.
      new Error('Failed query: insert into answers values ($1)\nparams: Connection terminated'),
      null,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
