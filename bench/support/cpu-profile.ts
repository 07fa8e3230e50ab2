/**
 * Where a benchmark's time goes: a CPU profile of this process (the server) taken with the
 * inspector while the load runs, summarised as self time by area and by function (BENCH_TOP of them;
 * BENCH_PROFILE_OUT=file also writes the profile), so a figure
 * below its target comes with the reason rather than a lower target.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Areas by the file a function lives in; the first match wins. */
const AREAS: [string, RegExp][] = [
  ['PGlite (embedded PostgreSQL, wasm)', /pglite|wasm/],
  ['pg driver and pool', /node_modules\/(pg|pg-pool|pg-protocol)\//],
  ['drizzle query building', /drizzle-orm/],
  ['zod (request validation)', /zod/],
  ['fastify and plugins', /fastify|helmet|secure-json-parse|find-my-way|avvio|light-my-request/],
  ['survey logic (core engine)', /packages\/core\//],
  ['respondent module', /modules\/respond\//],
  ['Node HTTP, sockets, streams', /^node:|^internal|_http|net\.js/],
];

function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle (waiting for the database or the network)';
  if (name === '(program)' || url === '') return 'native and runtime';
  for (const [area, pattern] of AREAS) if (pattern.test(url)) return area;
  return 'other';
}

export async function startCpuProfile(): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    // For a closer look (Chrome DevTools › Performance, or inclusive times by script).
    if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    return summarise(profile);
  };
}

/** A frame of a bundle (the server as built) as its source file and line, through its source map. */
function original(frame: ProfileNode['callFrame']): ProfileNode['callFrame'] {
  if (!frame.url.startsWith('file:')) return frame;
  const entry = findSourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !('originalSource' in entry)) return frame;
  return { ...frame, url: entry.originalSource, lineNumber: entry.originalLine };
}

function summarise(profile: Profile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const frame = original(node.callFrame);
    total += dt;
    const area = areaOf(frame.url, frame.functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + dt);
    const where = frame.url.split('/').slice(-2).join('/');
    const fn = `${frame.functionName || '(anonymous)'} ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  });
  const share = (t: number) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    '  where the server process spent its time (self time, sampled):',
    ...top(byArea, 12).map(([area, t]) => `    ${share(t)}  ${area}`),
    '  hottest functions:',
    ...top(byFunction, Number(process.env.BENCH_TOP ?? 12)).map(([fn, t]) => `    ${share(t)}  ${fn}`),
  ].join('\n');
}
