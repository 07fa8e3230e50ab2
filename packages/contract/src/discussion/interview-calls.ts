import { endpoint } from '../api/endpoint.ts';
import {
  ZInterviewConsole,
  ZIntervieweeIdBody,
  ZInterviewLive,
  ZInterviewSession,
  ZInterviewSurveyBody,
  ZInterviewSurveyQuery,
  ZMyInterviews,
} from './interview-schemas.ts';
import { ZDiscussionManager, ZInterviewee } from './schemas.ts';

const tags = ['discussion'];
const who =
  'Only an accepted host or observer of the project (the one manager policy, modules/discussion/manager-access.ts); ' +
  'anyone else, an unknown project included, gets A5202.';

/**
 * Running interviews (issue 24, ours: spec doc 1 names host statuses and the hosts' role, doc 2 no
 * calls): the host console, sessions, absence, closing one's hosting, and the observers' live page.
 */
export const interviewApi = {
  mine: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/discussion/interview/mine',
    summary: 'The interview projects the caller hosts or observes (accepted invites), newest first',
    description:
      'Hosts and observers hold no share of the project, so the project list does not show them these.',
    answer: ZMyInterviews,
  }),
  console: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/discussion/interview/console',
    summary: 'The host console: the roll with each interviewee’s state, and the caller’s own status',
    description: who,
    errors: ['A5202'],
    query: ZInterviewSurveyQuery,
    answer: ZInterviewConsole,
  }),
  open: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/discussion/interview/open',
    summary:
      'Open (or reopen) a session with an interviewee: they become interviewing, the caller a host at work',
    description:
      `${who} Hosts only (observers A5202). A5532 when the project is not published or the caller closed ` +
      'their hosting; A5531 when the interviewee is done, absent or with another host; A0404 unknown interviewee.',
    errors: ['A5202', 'A5531', 'A5532', 'A5533', 'A0404'],
    body: ZIntervieweeIdBody,
    answer: ZInterviewSession,
  }),
  absent: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/discussion/interview/absent',
    summary: 'Mark an interviewee absent (from waiting, or from the caller’s own open session)',
    description: `${who} Hosts only. A5531 when they are done or with another host; A0404 unknown interviewee.`,
    errors: ['A5202', 'A5531', 'A0404'],
    body: ZIntervieweeIdBody,
    answer: ZInterviewee,
  }),
  close: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/discussion/interview/close',
    summary: 'Close the caller’s own hosting (status 3): no more sessions, their tickets stop working',
    description: `${who} Hosts only.`,
    errors: ['A5202'],
    body: ZInterviewSurveyBody,
    answer: ZDiscussionManager,
  }),
  live: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/discussion/interview/live',
    summary: 'The project’s sessions with the answers saved so far (the observers’ page polls it)',
    description: `${who} Read-only; hosts may read it too.`,
    errors: ['A5202'],
    query: ZInterviewSurveyQuery,
    answer: ZInterviewLive,
  }),
};
