import { createHash, randomUUID } from 'node:crypto';
import { fullPath, RESPOND_DEVICE_COOKIE, respondApi, SAMPLE_TAGS, type SampleTag } from '@cairn/contract';
import { type SurveyDocument, simulateRespondent } from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import { LOCAL_PANEL_NAME, type PanelDelivery, type PanelProvider } from './panel-provider.ts';

type Inject = FastifyInstance['inject'];
type Behaviour = 'normal' | 'speeder' | 'straight-liner';

/**
 * How the n-th panellist of an order answers. Fixed by n, so an audit is reproducible: every
 * fourth (n = 1, 5, 9 …) rushes through in seconds, every sixth from n = 4 (4, 10, 16 …) gives the
 * first option everywhere and writes "1111" into open texts; the rest answer at random, slowly.
 */
export function behaviourOf(n: number): Behaviour {
  if (n % 4 === 1) return 'speeder';
  if (n % 6 === 4) return 'straight-liner';
  return 'normal';
}

/** A repeatable random source for one panellist (mulberry32 over a hash of the seed). */
function seeded(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The panellist's values for the order's tags: inside an `in` set, outside a `not-in` one. */
function profileFor(tags: SampleTag[], random: () => number): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const tag of tags) {
    const all = Object.keys(SAMPLE_TAGS[tag.key as keyof typeof SAMPLE_TAGS]);
    const allowed = tag.operator === 'in' ? tag.value : all.filter((v) => !tag.value.includes(v));
    profile[tag.key] = allowed[Math.floor(random() * allowed.length)] ?? all[0]!;
  }
  return profile;
}

/**
 * The local panel: a simulator on this machine. Each panellist is a respondent with their own
 * device and network address who opens the survey, saves the first answers and submits through
 * the real respond calls (in-process HTTP, `inject`), exactly as the respondent page sends them,
 * so the gate, quotas, validation and cleaning all see a real response.
 */
export function createLocalPanel(inject: Inject): PanelProvider {
  return {
    name: LOCAL_PANEL_NAME,
    async deliver({ sampleId, surveyCode, tags, n }): Promise<PanelDelivery> {
      const random = seeded(`${sampleId}:${n}`);
      const behaviour = behaviourOf(n);
      const panelistId = `lp-${createHash('sha256').update(`${sampleId}:${n}`).digest('hex').slice(0, 12)}`;
      const profile = { ...profileFor(tags, random), behaviour };
      // 100.64.0.0/10 (shared address space): never a real respondent's address.
      const ip = `100.${64 + Math.floor(random() * 64)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
      const call = async (endpoint: (typeof respondApi)['open' | 'save' | 'submit'], body: unknown) => {
        const res = await inject({
          method: endpoint.method,
          url: fullPath(endpoint),
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
          payload: JSON.stringify(body),
        });
        return res.json() as { code: string; message: string; data: Record<string, unknown> };
      };
      const responseId = randomUUID();
      const durationMs =
        behaviour === 'speeder'
          ? 2000 + Math.floor(random() * 3000)
          : 60_000 + Math.floor(random() * 180_000);
      const failed = (message: string): PanelDelivery => ({
        panelistId,
        responseId,
        outcome: 'failed',
        message,
        profile,
        durationMs,
      });
      const opened = await call(respondApi.open, { surveyCode });
      if (opened.code !== '00000') return failed(opened.message);
      if (opened.data.state !== 'open') return failed(String(opened.data.message ?? opened.data.state));
      const document = opened.data.document as SurveyDocument & { version: number };
      // The straight-liner answers every question (random 0 would also skip the optional ones).
      const simulated =
        behaviour === 'straight-liner'
          ? simulateRespondent(document, panelistId, () => 0, { skipOptional: 0 })
          : simulateRespondent(document, panelistId, random, { skipOptional: 0.2 });
      const answers =
        behaviour === 'straight-liner'
          ? Object.fromEntries(
              Object.entries(simulated.answers).map(([k, v]) => [k, typeof v === 'string' ? '1111' : v]),
            )
          : simulated.answers;
      const meta = {
        surveyCode,
        responseId,
        version: document.version,
        durationMs,
        source: 'panel',
        channel: `sample:${sampleId}`,
        device: 'phone' as const,
      };
      const saved = await call(respondApi.save, { ...meta, answers });
      if (saved.code !== '00000') return failed(saved.message);
      const submitted = await call(respondApi.submit, { ...meta, answers });
      if (submitted.code !== '00000') return failed(submitted.message);
      const status = submitted.data.status === 'complete' ? 'complete' : 'screened_out';
      return { panelistId, responseId, outcome: status, profile, durationMs };
    },
  };
}
