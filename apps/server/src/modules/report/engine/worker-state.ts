import { AnalysisState } from '../analysis/analysis-state.ts';
import type { SchemeRef } from '../analysis/weights-cache.ts';
import { ChartAggregates } from '../dashboard/chart-aggregates.ts';
import { tagOp } from '../tags/tag-ops.ts';
import { BoardCache } from './board-cache.ts';
import type { DatasetSnapshot, WorkerRequest, WorkerResults } from './protocol.ts';
import { board, filteredIds, maskOf, openText, questionBoard } from './report-compute.ts';
import { SurveyDataset } from './survey-dataset.ts';
import { openColumn, WordcloudIndexes, wordcloudCounts, wordcloudHits } from './wordcloud-compute.ts';

const COMPUTES = new Set<WorkerRequest['op']>([
  'board',
  'item',
  'open-text',
  'ids',
  'cross',
  'cross-check',
  'weights-run',
  'wordcloud',
  'wordcloud-answers',
  'tags',
  'charts',
]);
/** Ops that change a survey's dataset: each clears its cached boards. */
const CHANGES = new Set<WorkerRequest['op']>(['reset', 'drop', 'documents', 'rows', 'remove', 'diff']);

/**
 * The worker's state and its message handler, apart from the thread plumbing so it runs
 * in-process in unit tests. `beforeCompute` is the test-only hold (protocol.ts).
 */
export class WorkerState {
  private readonly surveys = new Map<number, SurveyDataset>();
  private readonly boards = new BoardCache();
  private readonly analysis = new AnalysisState();
  private readonly wordclouds = new WordcloudIndexes();
  /** Dashboard chart aggregates: they survive appends (chart-aggregates.ts checks what changed). */
  private readonly charts = new ChartAggregates();

  constructor(private readonly beforeCompute: () => void = () => {}) {}

  handle(request: WorkerRequest): WorkerResults[WorkerRequest['op']] {
    if (COMPUTES.has(request.op)) this.beforeCompute();
    if (CHANGES.has(request.op)) {
      this.boards.clear(request.surveyId);
      this.analysis.clear(request.surveyId);
      this.wordclouds.clear(request.surveyId);
      if (request.op === 'reset' || request.op === 'drop') this.charts.clear(request.surveyId);
    }
    switch (request.op) {
      case 'reset':
        this.surveys.set(request.surveyId, new SurveyDataset(request.version, request.document));
        return null;
      case 'drop':
        this.surveys.delete(request.surveyId);
        return null;
      case 'documents': {
        const survey = this.survey(request.surveyId);
        for (const [version, document] of request.documents) survey.addDocument(version, document);
        return null;
      }
      case 'rows': {
        const survey = this.survey(request.surveyId);
        const stale = survey.applyLines(request.json);
        return { length: survey.length, stale };
      }
      case 'remove': {
        const survey = this.survey(request.surveyId);
        survey.remove(request.batch);
        return { length: survey.length };
      }
      case 'reserve':
        // A hint for a build in progress: a survey dropped or reset meanwhile needs none.
        this.surveys.get(request.surveyId)?.reserve(request.rows);
        return null;
      case 'diff':
        return this.survey(request.surveyId).diff(request.ids, request.seqs, request.deleted);
      case 'board': {
        const { surveyId, filter } = request;
        const survey = this.survey(surveyId);
        const weights = this.weightsOf(request, survey);
        const weighted = request.weighted && weights !== null;
        const key = weighted
          ? request.scheme
            ? `s${request.scheme.id}:${request.scheme.revision}`
            : 'w'
          : 'u';
        const cached = request.fresh ? undefined : this.boards.get(surveyId, filter, key);
        if (cached) return cached;
        const computed = { ...board(survey, filter, weighted ? weights : null), weighted };
        this.boards.set(surveyId, filter, key, computed);
        return computed;
      }
      case 'item': {
        const survey = this.survey(request.surveyId);
        const question = survey.questions.find((q) => q.node.id === request.nodeId);
        if (!question) return null;
        const weights = this.weightsOf(request, survey);
        return questionBoard(survey, question, maskOf(survey, request.filter), weights, {
          page: request.page,
        });
      }
      case 'cross-variables':
        return this.analysis.variables(this.survey(request.surveyId), request.lang, request.tags);
      case 'cross':
        return this.analysis.cross(request.surveyId, this.survey(request.surveyId), request);
      case 'cross-check':
        return this.analysis.check(
          this.survey(request.surveyId),
          request.definition,
          request.lang,
          request.external,
          request.tags,
        );
      case 'weights-run':
        return this.analysis.run(this.survey(request.surveyId), request.definition, request.lang);
      case 'scheme-weights': {
        const survey = this.survey(request.surveyId);
        const weights = this.analysis.weightsFor(request.surveyId, survey, request.scheme);
        return weights ? { ids: [...survey.ids], weights: weights.slice(0, survey.ids.length) } : null;
      }
      case 'open-text':
        return openText(
          this.survey(request.surveyId),
          request.filter,
          request.key,
          request.search,
          request.page,
        );
      case 'wordcloud': {
        const survey = this.survey(request.surveyId);
        const texts = openColumn(survey, request.key);
        if (!texts) return null;
        const { settings } = request;
        const index = this.wordclouds.get(request.surveyId, texts, request.key, settings, request.fresh);
        const weights = request.scheme
          ? this.analysis.weightsFor(request.surveyId, survey, request.scheme)
          : null;
        const mask = maskOf(survey, request.filter);
        const counts = wordcloudCounts(index, mask, weights, settings.excluded, request.kind, request.limit);
        return { ...counts, weighted: weights !== null };
      }
      case 'wordcloud-answers': {
        const survey = this.survey(request.surveyId);
        const texts = openColumn(survey, request.key);
        if (!texts) return null;
        const index = this.wordclouds.get(request.surveyId, texts, request.key, request.settings);
        return wordcloudHits(survey, index, texts, request.filter, request.word, request.page);
      }
      case 'charts': {
        const { surveyId } = request;
        const survey = this.survey(surveyId);
        return this.charts.compute(
          surveyId,
          survey,
          request,
          () => this.analysis.weightsFor(surveyId, survey, request.scheme),
          (texts, key, settings) => this.wordclouds.get(surveyId, texts, key, settings),
        );
      }
      case 'ids':
        return filteredIds(this.survey(request.surveyId), request.filter);
      case 'tags': {
        const survey = this.survey(request.surveyId);
        return tagOp(survey, request, this.weightsOf(request, survey));
      }
      case 'length':
        return this.surveys.get(request.surveyId)?.length ?? 0;
      case 'snapshot': {
        const survey = this.surveys.get(request.surveyId);
        return survey ? snapshotOf(survey) : null;
      }
    }
  }

  /**
   * The weights a board or question applies: none unweighted; the active scheme's when the
   * request names one (null when it cannot run on these rows now); else the stored weights.
   */
  private weightsOf(
    request: { surveyId: number; weighted: boolean; scheme?: SchemeRef | null },
    survey: SurveyDataset,
  ): Float64Array | null {
    if (!request.weighted) return null;
    if (request.scheme) return this.analysis.weightsFor(request.surveyId, survey, request.scheme);
    return survey.dataset.weights();
  }

  private survey(surveyId: number): SurveyDataset {
    const survey = this.surveys.get(surveyId);
    if (!survey) throw new Error(`no dataset for survey ${surveyId}`);
    return survey;
  }
}

function snapshotOf(survey: SurveyDataset): DatasetSnapshot {
  const { dataset } = survey;
  const columns: Record<string, unknown[]> = {};
  for (const spec of dataset.specs)
    columns[spec.key] = Array.from<unknown>(dataset.column(spec.key)?.values ?? []);
  const rows = Array.from({ length: dataset.length }, (_, i) => i);
  return {
    ids: [...survey.ids],
    columns,
    status: Array.from(dataset.status()),
    weight: Array.from(dataset.weights()),
    time: Array.from(dataset.submittedAt()),
    source: rows.map((i) => dataset.source.valueAt(i)),
    device: rows.map((i) => dataset.device.valueAt(i)),
  };
}
