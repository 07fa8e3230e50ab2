import type {
  CommunityInfo,
  CrossDefinition,
  CrossTable,
  CrossVariableList,
  DiscussionQuotaView,
  FrequencyBoard,
  Lang,
} from '@cairn/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { quotaViews } from '../discussion-quota/quota-progress.ts';
import { boardOf } from '../report/board/frequency-board.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { codingCatalogue } from '../report-coding/coding-variable.ts';
import { computeTable } from '../report-cross/cross-calls.ts';
import { columnTags } from '../report-tags/tag-store.ts';
import { communityCaller } from './community-caller.ts';
import { type CommunitySection, communityProject, requireSection } from './community-project.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'signingKey'>;

/**
 * Every read of the community pages: the project by code, the caller's community token for it,
 * then the owner's switches (the pages on, and the section). Reports read complete responses
 * without a saved filter or weighting: those are the author's working views, not the client's.
 */
async function allowed(deps: Deps, request: FastifyRequest, code: string, section: CommunitySection | null) {
  const { survey, settings } = await communityProject(deps.db, code);
  await communityCaller(deps, request, survey.id);
  requireSection(settings, section);
  return { survey, settings };
}

const NO_FILTER = { id: null, definition: null };

export async function communityInfo(
  deps: Deps,
  request: FastifyRequest,
  code: string,
): Promise<CommunityInfo> {
  const { survey, settings } = await allowed(deps, request, code, null);
  return {
    surveyCode: survey.code,
    title: survey.title,
    sections: { board: settings.board, cross: settings.cross, quota: settings.quota },
  };
}

export async function communityBoard(
  deps: Deps,
  request: FastifyRequest,
  code: string,
): Promise<FrequencyBoard> {
  const { survey } = await allowed(deps, request, code, 'board');
  return boardOf(deps, survey.id, NO_FILTER, false);
}

export async function communityCrossVariables(
  deps: Deps,
  request: FastifyRequest,
  code: string,
  lang: Lang,
): Promise<CrossVariableList> {
  const { survey } = await allowed(deps, request, code, 'cross');
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'cross-variables',
    surveyId: survey.id,
    lang,
    tags: await columnTags(deps.db, survey.id),
  });
  if (!answer) return { version: null, variables: [] };
  return {
    version: answer.version,
    variables: [...answer.result, ...(await codingCatalogue(deps.db, survey.id))],
  };
}

export async function communityCross(
  deps: Deps,
  request: FastifyRequest,
  input: { surveyCode: string; definition: CrossDefinition },
  lang: Lang,
): Promise<CrossTable> {
  const { survey } = await allowed(deps, request, input.surveyCode, 'cross');
  // userId 0 with filterId 0: no saved filter is looked up for anyone.
  return computeTable(deps, survey, 0, { definition: input.definition, filterId: 0, weighted: false }, lang);
}

export async function communityQuota(
  deps: Deps,
  request: FastifyRequest,
  code: string,
): Promise<DiscussionQuotaView[]> {
  const { survey } = await allowed(deps, request, code, 'quota');
  return quotaViews(deps.db, survey.id);
}
