import type { Insight, Lang, ZInsightParagraphBody, ZInsightQuery } from '@cairn/contract';
import { applyEdits, generateInsight } from '@cairn/insight';
import type { z } from 'zod';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { filteredResponseIds } from '../report/filters/filtered-response-ids.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { crossVariables } from '../report-cross/cross-calls.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import { deleteEdit, loadEdits, stampGenerated, upsertEdit } from './insight-edits.ts';
import {
  bannerVariables,
  boardFigures,
  collectionFigures,
  crossFigures,
  type Deps,
  themeFigures,
} from './insight-figures.ts';

type Auth = { userId: number };

/**
 * The insight report of a survey (report right): gathers the figures (the board through the
 * report worker, the cross table of every question by the banner, the collection days and
 * statuses, the coding reports' counts), writes the text by rules (`@cairn/insight`, pure) in
 * `query.lang` or else `lang`, and lays the author's edits on it. A0320 a banner variable that
 * cannot split the responses.
 */
export async function buildInsight(
  deps: Deps,
  auth: Auth,
  query: z.output<typeof ZInsightQuery>,
  lang: Lang,
): Promise<Insight> {
  const { survey } = await loadSurveyForAction(deps, auth, query.surveyCode, 'report');
  const language = query.lang ?? lang;
  const filter = await resolveFilter(deps.db, survey.id, auth.userId, query.filterId);
  const asked = query.weighted === true;
  const scheme = asked ? await activeScheme(deps.db, survey.id) : null;
  const catalogue =
    query.banner.length > 0 ? (await crossVariables(deps, auth, query.surveyCode, language)).variables : [];
  const banner = bannerVariables(catalogue, query.banner);
  // The filter as resolved (0: none), so every figure below counts the same responses.
  const choice = { filterId: filter.id ?? 0, weighted: asked, level: query.level as 90 | 95 | 99 };
  const [board, ids] = await Promise.all([
    boardFigures(deps, survey, filter, asked, scheme),
    filter.definition ? filteredResponseIds(deps, survey.id, filter.id ?? 0, auth.userId) : null,
  ]);
  const [cross, collection, themes, edits] = await Promise.all([
    crossFigures(deps, survey, auth.userId, catalogue, banner, choice, language),
    collectionFigures(deps, survey, ids),
    themeFigures(deps, survey, auth.userId, choice),
    loadEdits(deps.db, survey.id, language),
  ]);
  const sections = generateInsight({
    lang: language,
    level: query.level,
    total: board.total,
    weighted: board.weighted,
    status: collection.status,
    days: collection.days,
    questions: board.questions,
    cross,
    themes,
  });
  const texts = new Map(sections.flatMap((s) => s.paragraphs.map((p) => [p.id, p.text] as const)));
  await stampGenerated(deps.db, survey.id, language, texts, edits);
  return {
    surveyCode: survey.code,
    title: survey.title,
    lang: language,
    version: board.version,
    total: board.total,
    weighted: board.weighted,
    filterId: filter.id,
    banner: banner.map((b) => ({ id: b.id, code: b.code, label: b.label })),
    level: query.level,
    from: board.total > 0 ? collection.from : null,
    to: board.total > 0 ? collection.to : null,
    generatedAt: deps.now(),
    sections: applyEdits(sections, edits),
  };
}

/** POST insight/paragraph: hide or show, rewrite, or reset (delete the edit) one paragraph. */
export async function saveInsightParagraph(
  deps: Deps,
  auth: Auth,
  body: z.output<typeof ZInsightParagraphBody>,
) {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  if (body.reset) {
    await deleteEdit(deps.db, survey.id, body.paragraphId, body.lang);
    return { paragraphId: body.paragraphId, hidden: false, text: null };
  }
  const saved = await upsertEdit(
    deps.db,
    {
      surveyId: survey.id,
      paragraphId: body.paragraphId,
      lang: body.lang,
      hidden: body.hidden,
      text: body.text,
    },
    auth.userId,
    new Date(deps.now()),
  );
  return { paragraphId: body.paragraphId, ...saved };
}
