import { IntervieweeState, type InterviewLive, type LiveSession } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers, responses } from '../../db/schema/index.ts';
import { responseCells } from '../report/analysis-source.ts';
import { answerLines, answerText } from '../report-answers/answer-text.ts';
import { questionsOfVersion } from '../report-answers/version-questions.ts';
import { rollOf } from './interviewee-view.ts';
import { managerOf } from './manager-access.ts';

/**
 * The observers' live page: every session that started, with the answers saved so far (each
 * page turn's partial save, then the submit), as people read them — the report's own answer
 * text, so the observer sees what the report will show. Read-only; the page polls it.
 */
export async function liveSessions(db: Db, userId: number, surveyCode: string): Promise<InterviewLive> {
  const { survey, manager } = await managerOf(db, userId, surveyCode);
  const roll = await rollOf(db, survey.id);
  const started = roll.filter(
    (row) => row.state === IntervieweeState.INTERVIEWING || row.state === IntervieweeState.DONE,
  );
  const responseIds = started.map((row) => row.responseId).filter((id): id is string => id !== null);
  const [rows, hosts] = await Promise.all([
    responseIds.length === 0
      ? []
      : db
          .select({
            id: responses.id,
            status: responses.status,
            version: responses.version,
            answers: responses.answers,
            updatedAt: responses.updatedAt,
          })
          .from(responses)
          .where(and(eq(responses.surveyId, survey.id), inArray(responses.id, responseIds))),
    db
      .select({ id: discussionManagers.id, name: discussionManagers.name })
      .from(discussionManagers)
      .where(eq(discussionManagers.surveyId, survey.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hostName = new Map(hosts.map((host) => [host.id, host.name]));
  const sessions: LiveSession[] = [];
  for (const interviewee of started) {
    const response = interviewee.responseId ? byId.get(interviewee.responseId) : undefined;
    const answers = [];
    if (response) {
      const questions = await questionsOfVersion(db, survey.id, response.version);
      const given = (response.answers ?? {}) as Record<string, unknown>;
      const cells = responseCells(questions, given, response.status !== 'partial');
      for (const question of questions) {
        const text = answerText(answerLines(question, cells));
        if (text) answers.push({ code: question.code, title: question.title, text });
      }
    }
    sessions.push({
      interviewee,
      hostName: interviewee.hostId === null ? null : (hostName.get(interviewee.hostId) ?? null),
      responseStatus: response?.status ?? null,
      savedAt: response?.updatedAt.toISOString() ?? null,
      answers,
    });
  }
  sessions.sort((a, b) =>
    (b.savedAt ?? b.interviewee.updatedAt).localeCompare(a.savedAt ?? a.interviewee.updatedAt),
  );
  return {
    title: survey.title,
    role: manager.role,
    sessions,
    waiting: roll.filter((row) => row.state === IntervieweeState.WAITING).length,
    absent: roll.filter((row) => row.state === IntervieweeState.ABSENT).length,
  };
}
