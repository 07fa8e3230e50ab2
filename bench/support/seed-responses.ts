import type { SurveyDocument } from '@cairn/core';
import { cellsPlanOfDocument, storedCellsOf } from '../../apps/server/src/modules/report/stored-cells.ts';
import { copyText } from './pg-copy.ts';
import { answerMaker, seededRandom } from './seed-answers.ts';

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
];
const DEVICES = ['phone', 'pc', 'phone', 'tablet', 'phone'];
const SOURCES = ['', 'wechat', 'link', 'qr', 'email'];
const DAY = 86_400_000;

/** A uuid (v4 layout) from the seeded generator, so runs with one seed insert the same ids. */
function uuidFrom(random: () => number): string {
  let hex = '';
  for (let i = 0; i < 4; i++)
    hex += Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One generated response, before it is written as a COPY line or handed to a dataset in memory. */
export interface SeedResponse {
  id: string;
  status: 'complete' | 'partial' | 'screened_out';
  answers: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  startedAt: number;
  /** Null for a partial response. */
  submittedAt: number | null;
  durationMs: number | null;
  source: string;
  ip: string;
  userAgent: string;
  deviceId: string;
  device: string;
}

/**
 * `count` responses: mostly complete, a few partial (no submit time) and screened out; durations
 * spread log-normally around six minutes with a tail of very fast ones; a pool of addresses and
 * devices small enough that some repeat (the cleaning rules and the device/source breakdowns
 * have something to find). One seed, the same responses (the generator is drawn in a fixed order).
 */
export function* seedResponses(input: {
  document: SurveyDocument;
  count: number;
  seed: number;
}): Generator<SeedResponse> {
  const random = seededRandom(input.seed);
  const answers = answerMaker(input.document, random);
  const end = Date.UTC(2026, 10, 1);
  const ipPool = Math.max(10, Math.floor(input.count * 0.9));
  for (let n = 0; n < input.count; n++) {
    const roll = random();
    const status = roll < 0.9 ? 'complete' : roll < 0.97 ? 'partial' : 'screened_out';
    const gaussian = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
    const duration = Math.max(5_000, Math.round(Math.exp(Math.log(360_000) + 0.6 * gaussian)));
    const submitted = end - Math.floor(random() * 60 * DAY);
    const ip = Math.floor(random() * ipPool);
    // Drawn in this order (id, answers, source, agent, device id, device): the order the
    // seeded databases were made in, so a seed still gives the same rows.
    const id = uuidFrom(random);
    const answerSet = answers();
    const source = SOURCES[Math.floor(random() * SOURCES.length)]!;
    const userAgent = AGENTS[Math.floor(random() * AGENTS.length)]!;
    const deviceId = uuidFrom(random);
    const device = DEVICES[Math.floor(random() * DEVICES.length)]!;
    yield {
      id,
      status,
      answers: answerSet,
      startedAt: submitted - duration,
      submittedAt: status === 'partial' ? null : submitted,
      durationMs: status === 'partial' ? null : duration,
      source,
      ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      userAgent,
      deviceId,
      device,
    };
  }
}

/** The columns `responseLines` writes, in order. */
export const RESPONSE_COPY = `COPY responses (survey_id, id, version, status, answers, cells, cells_key,
  started_at, submitted_at, duration_ms, source, channel, ip, user_agent, device_id, device) FROM STDIN`;

/**
 * The COPY lines of `seedResponses` (RESPONSE_COPY's columns), 1,000 to a chunk, with the stored
 * cells the respondent service writes beside the answers (report/stored-cells.ts).
 */
export function* responseLines(input: {
  surveyId: number;
  version: number;
  document: SurveyDocument;
  count: number;
  seed: number;
  log: (line: string) => void;
}): Generator<string> {
  const plan = cellsPlanOfDocument(input.document);
  let chunk = '';
  let n = 0;
  for (const response of seedResponses(input)) {
    const stored = storedCellsOf(plan, response.answers, response.status);
    const line = [
      input.surveyId,
      response.id,
      input.version,
      response.status,
      JSON.stringify(response.answers),
      stored.cells,
      stored.cellsKey,
      new Date(response.startedAt).toISOString(),
      response.submittedAt === null ? null : new Date(response.submittedAt).toISOString(),
      response.durationMs,
      response.source,
      '',
      response.ip,
      response.userAgent,
      response.deviceId,
      response.device,
    ];
    chunk += `${line.map(copyText).join('\t')}\n`;
    n++;
    if (n % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
    if (n % 100_000 === 0) input.log(`  ${n.toLocaleString('en')} rows sent`);
  }
  if (chunk) yield chunk;
}
