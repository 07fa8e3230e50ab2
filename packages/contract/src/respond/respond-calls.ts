import { endpoint } from '../api/endpoint.ts';
import { RESPOND_ROUTES } from './routes.ts';
import {
  ZRespondentFileLink,
  ZRespondentFileSignBody,
  ZRespondOpen,
  ZRespondOpenBody,
  ZRespondPreviewResult,
  ZRespondReceipt,
  ZRespondSaveBody,
  ZRespondSaved,
  ZRespondSubmitBody,
  ZRespondUploaded,
} from './schemas.ts';

const tags = ['respond'];

/**
 * The respondent's public calls (issue 6), under /api/respond: no login and no request signature —
 * a respondent has no account and the page's code is public, so a signature would prove nothing.
 * Every rule is enforced by the server instead (gate.ts), and submit re-checks the answers. Their
 * answers are built by typed code (receipts, the published document core built), so they are
 * written without a second check (`plainJson`). Paths and access: routes.ts (zod-free).
 */
export const respondApi = {
  open: endpoint({
    ...RESPOND_ROUTES.open,
    summary: 'Open a survey: its access state, and the published document when open',
    description:
      'States: open, password, invite (error: the typed one was wrong), not_found, no_questions, not_started, ended, closed (closeTip), completed (frequency limits; at = next allowed), full (response cap or free edition cap). Messages in the survey language. Sets the device cookie. A2032 when the address guesses passwords or codes too often.',
    errors: ['A2032', 'A5530', 'A5531'],
    tags,
    plainJson: true,
    body: ZRespondOpenBody,
    answer: ZRespondOpen,
  }),
  save: endpoint({
    ...RESPOND_ROUTES.save,
    summary: 'Save a partial response at a page turn (same responseId until submit)',
    description:
      'A0310 with the access state in data when the survey does not take answers for this visitor. A save after the response was submitted is acknowledged and changes nothing.',
    errors: ['A0310', 'A2032', 'A5530', 'A5531'],
    tags,
    plainJson: true,
    body: ZRespondSaveBody,
    answer: ZRespondSaved,
  }),
  submit: endpoint({
    ...RESPOND_ROUTES.submit,
    summary: 'Submit a response (idempotent by responseId); answers the receipt',
    description:
      'Same id and answers: the original receipt. Same id, other answers after completion: A0311 (send again under a new id). A0310 with the access state in data. A0400 naming the answer keys a real page could not have sent (data.problems).',
    errors: ['A0310', 'A0311', 'A2032', 'A5530', 'A5531'],
    tags,
    plainJson: true,
    body: ZRespondSubmitBody,
    answer: ZRespondReceipt,
  }),
  upload: endpoint({
    ...RESPOND_ROUTES.upload,
    summary: 'Upload a file for an upload, signature or recorder question (multipart: fields, then file)',
    description:
      'Fields first (ZRespondUploadFields: surveyCode, responseId, nodeId, password, inviteCode, and for a ' +
      'host’s interview intervieweeCode and ticket, checked as for save: A5530, A5531; uploadId makes a ' +
      'retry answer the file already stored), then the `file` part. Same access rules as save (A0310 with ' +
      'the state); A0403 from another origin without a ticket. A0400 nodeId: not a file question of ' +
      'the published version. A0312 over the question size limit; A0106 a type the question does not take ' +
      '(by the bytes: a signature is PNG, a recording webm/ogg/mp4/wav, an upload its allowed suffixes and ' +
      'bytes that agree with its name); A0108 empty; A0313 the response holds its maximum of files; A2032 ' +
      'the address uploaded too much for now.',
    errors: ['A0106', 'A0107', 'A0108', 'A0310', 'A0312', 'A0313', 'A0403', 'A2032', 'A5530', 'A5531'],
    tags,
    // The fields travel in the multipart body, before the file (not in the query): the server
    // decides everything before it reads a byte of the file.
    upload: true,
    answer: ZRespondUploaded,
  }),
};

/** Preview of the respondent page (under /api/designer): the author's draft, nothing saved. */
export const respondPreviewApi = {
  open: endpoint({
    ...RESPOND_ROUTES.previewOpen,
    summary: 'Preview: the current draft as a document, behind the password and invitation-code prompts',
    description: 'Read right (A0403). Time window, caps and frequency limits are not applied.',
    tags,
    body: ZRespondOpenBody,
    answer: ZRespondOpen,
  }),
  submit: endpoint({
    ...RESPOND_ROUTES.previewSubmit,
    summary: 'Preview submit: the server re-check of the draft; nothing is stored',
    description: 'Read right (A0403). Answers ok, the outcome and the refused answer keys.',
    tags,
    body: ZRespondSubmitBody,
    answer: ZRespondPreviewResult,
  }),
};

/** Designer-side reading of respondent files (under /api/designer): owners and report readers only. */
export const respondentFileApi = {
  sign: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/respond/files/sign',
    access: 'survey:report',
    summary: 'A short-lived link to a file a respondent uploaded (report right)',
    description:
      'The key is the `url` of an upload, signature or recording answer. A4000 without the report right; ' +
      'A0404 for a key that is not one of this survey’s respondent files.',
    errors: ['A0404'],
    tags,
    body: ZRespondentFileSignBody,
    answer: ZRespondentFileLink,
  }),
};
