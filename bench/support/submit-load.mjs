/**
 * The load generator of bench/respond-submit.ts, in a child process so it has its own core rather
 * than sharing the server's event loop (autocannon aggregates no results inside a worker thread). autocannon keeps CONNECTIONS requests in flight, each
 * submit with a new browser-made response id; the answers stay the same.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const { url, connections, seconds, surveyCode, answers } = await new Promise((resolve) =>
  process.once('message', resolve),
);
// The generator shares the machine with the server and the database, so each request's body is
// made by joining strings around a new id rather than serialising the answers again.
const [head, tail] = JSON.stringify({ surveyCode, responseId: '@ID@', version: 1, answers }).split('"@ID@"');
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        return { ...request, body: `${head}"${randomUUID()}"${tail}` };
      },
    },
  ],
});
process.send({
  requests: result.requests.total,
  perSecond: result.requests.average,
  ok: result['2xx'],
  notOk: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
});
process.disconnect();
