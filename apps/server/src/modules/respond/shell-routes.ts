import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZProjectCode } from '@cairn/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { IMMUTABLE, precompressedStatic } from '../../http/static-assets.ts';
import { SERVER_ROOT } from '../../paths.ts';
import { embedDomainsOf } from '../publishing/save-embed-domains.ts';
import { notFound } from './access-state.ts';
import { allowFraming } from './frame-headers.ts';
import { openSurvey } from './open-survey.ts';
import { MINIMAL_SHELL, renderShell } from './shell-html.ts';
import { loadSurveyTarget } from './survey-target.ts';
import { visitorOf } from './visitor.ts';

export const RESPONDENT_DIST = `${SERVER_ROOT}../respondent/dist`;

/**
 * GET /r/{surveyCode}: the respondent app's page with the open answer inlined, so the first
 * page renders without another round trip; its hashed assets under /r/assets/. The template is
 * read once at start (a rebuilt app needs a restart, as the designer does). `?preview=1` gets the
 * template without the answer: the page then loads the draft with the designer's token. The
 * published page may be framed by other sites (its `embedDomains`, or any), frame-headers.ts;
 * the preview keeps the app's same-origin rule.
 */
export async function respondShellRoutes(
  app: FastifyInstance,
  opts: { deps: AppDeps; dist?: string },
): Promise<void> {
  const { deps } = opts;
  const dist = opts.dist ?? RESPONDENT_DIST;
  const indexFile = join(dist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MINIMAL_SHELL;
  if (existsSync(join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(dist, 'assets'),
      prefix: '/r/assets/',
      decorateReply: false,
      index: false,
      // Hashed names never change content; brotli/gzip copies written by the build.
      ...precompressedStatic(() => IMMUTABLE),
    });
  }

  app.get<{ Params: { code: string }; Querystring: { preview?: string } }>(
    '/r/:code',
    { config: { signed: false, authenticated: false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (request.query.preview === '1') return renderShell(template, null, null);
      const code = ZProjectCode.safeParse(request.params.code);
      const visitor = visitorOf(request, reply);
      const target = code.success ? await loadSurveyTarget(deps.db, code.data) : null;
      allowFraming(reply, target ? embedDomainsOf(target.survey.settings) : []);
      const answer = code.success
        ? await openSurvey(deps, { surveyCode: code.data }, visitor, target)
        : notFound('zh');
      const title = answer.state === 'open' ? answer.document.title : 'title' in answer ? answer.title : null;
      return renderShell(template, answer, title);
    },
  );
}
