/**
 * RESPONDENT PUBLIC API — request and answer schemas (issue 6). Constants, call list and
 * messages: ./constants.ts. The server validates with these; the app imports the types.
 */
import { ZSurveyDocument } from '@cairn/core';
import { ZFileRef } from '@cairn/core/question-types/answer-schemas';
import { z } from 'zod';
import { ZFileKey } from '../files.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import {
  RESPOND_MAX_ANSWERS,
  RESPOND_MAX_TIMING_MS,
  RESPOND_MAX_TIMINGS,
  RESPOND_RECEIPT_MARK,
  RESPOND_SAVED_MARK,
} from './constants.ts';

/** Made by the browser (crypto.randomUUID) once per response; the idempotency key. */
export const ZResponseId = z.uuid();

/** Answers keyed by answer key (node id, or `nodeId#round` inside loops), as the engine reads them. */
export const ZRespondAnswers = z
  .record(z.string().max(64), z.unknown())
  .refine((a) => Object.keys(a).length <= RESPOND_MAX_ANSWERS, 'too many answers');

/**
 * Open a survey. `password` / `inviteCode` as the respondent typed them (the answer says
 * `password` / `invite` with `error` set when wrong). `responseId`: a response this device
 * started; when it is still partial the answer carries it in `resume`.
 */
export const ZRespondOpenBody = z.object({
  surveyCode: ZProjectCode,
  password: z.string().max(64).optional(),
  inviteCode: z.string().trim().max(32).optional(),
  responseId: ZResponseId.optional(),
  /** An interview project opens only in a host's session (issue 24): the same field as a save's. */
  interview: z
    .object({ intervieweeCode: z.string().trim().min(1).max(32), ticket: z.string().max(200) })
    .optional(),
});
export type RespondOpenBody = z.infer<typeof ZRespondOpenBody>;

/** A partial response restored on the same device (answers as last acknowledged). */
export const ZRespondResume = z.object({
  responseId: ZResponseId,
  version: z.number().int().positive(),
  answers: z.record(z.string(), z.unknown()),
  durationMs: z.number().int().nullable(),
  /**
   * Fresh preview links of the files this response uploaded, by file key (the answers hold the
   * keys): the page's own links may be gone with its storage, or expired after a day.
   */
  files: z.record(z.string(), z.string()),
});
export type RespondResume = z.infer<typeof ZRespondResume>;

/**
 * The access state. `message`: the text to show, in the survey's language (settings.lang; zh
 * when unknown). `error`: the typed password or invitation code was wrong. `at`: ISO time of
 * the start (not_started), end (ended) or the next allowed answer (completed; null = never).
 * `document` (open only): the published version — settings without the password.
 */
export const ZRespondOpen = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    lang: z.enum(['zh', 'en']),
    document: ZSurveyDocument,
    resume: ZRespondResume.nullable(),
    /**
     * Options of full quotas whose action is close_option: hide them (the server screens out a
     * submission that still picks one, so a quota never overfills).
     */
    closedOptionIds: z.array(z.number().int()),
    /** Preview answers (the draft): nothing is saved. */
    preview: z.boolean(),
  }),
  z.object({
    state: z.enum(['password', 'invite']),
    lang: z.enum(['zh', 'en']),
    title: z.string(),
    message: z.string(),
    error: z.boolean(),
  }),
  z.object({
    state: z.enum(['not_found', 'no_questions', 'closed', 'full']),
    lang: z.enum(['zh', 'en']),
    message: z.string(),
  }),
  z.object({
    state: z.enum(['not_started', 'ended', 'completed']),
    lang: z.enum(['zh', 'en']),
    message: z.string(),
    at: z.string().nullable(),
  }),
]);
export type RespondOpen = z.infer<typeof ZRespondOpen>;

/** Where the respondent came from and what the link carried (settings.params are kept). */
export const ZRespondMeta = z.object({
  /** ISO time the respondent started (first page shown). */
  startedAt: z.iso.datetime({ offset: true }).optional(),
  /** Time spent answering as the page measured it. */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600_000)
    .optional(),
  source: z.string().max(64).optional(),
  channel: z.string().max(64).optional(),
  /** The link's query parameters; only the survey's receive parameters are recorded. */
  params: z.record(z.string().max(32), z.string().max(500)).optional(),
  /** Device class as the page saw it (phone, tablet, pc). */
  device: z.enum(['phone', 'tablet', 'pc']).optional(),
  /**
   * Milliseconds each question was on screen, by answer key (node id; `nodeId@optionId` in
   * loops), revisits summed; a page's time counts for every question shown on it.
   */
  timings: z
    .record(z.string().max(64), z.number().int().min(0).max(RESPOND_MAX_TIMING_MS))
    .refine((t) => Object.keys(t).length <= RESPOND_MAX_TIMINGS, 'too many timings')
    .optional(),
});

/** A partial save at a page turn: the same responseId every time until submit. */
export const ZRespondSaveBody = ZRespondMeta.extend({
  surveyCode: ZProjectCode,
  responseId: ZResponseId,
  /** The published version answered (document.version). */
  version: z.number().int().positive(),
  answers: ZRespondAnswers,
  password: z.string().max(64).optional(),
  inviteCode: z.string().trim().max(32).optional(),
  /**
   * An interview's answers (issue 24): the interviewee they belong to and the host's interview
   * ticket (issued by the host's console, or carried in the offline file). The server ties the
   * response to the interviewee only when the ticket holds for this survey and its host.
   */
  interview: z
    .object({
      intervieweeCode: z.string().trim().min(1).max(32),
      ticket: z.string().max(200),
    })
    .optional(),
});
export type RespondSaveBody = z.infer<typeof ZRespondSaveBody>;

export const ZRespondSaved = z.object({
  receipt: z.literal(RESPOND_SAVED_MARK),
  responseId: ZResponseId,
  savedAt: z.string(),
});
export type RespondSaved = z.infer<typeof ZRespondSaved>;

/**
 * Submit: the fields of a save; the server re-checks everything (never trusts the page).
 * `priorResponseIds`: the ids this page sent the same answers under before an A0311 made it send
 * them again under a new id, so the files it uploaded under those ids still count as its own.
 */
export const ZRespondSubmitBody = ZRespondSaveBody.extend({
  priorResponseIds: z.array(ZResponseId).max(3).optional(),
});
export type RespondSubmitBody = z.infer<typeof ZRespondSubmitBody>;

/**
 * The receipt. `status`: complete, or screened_out (a full quota with the screen-out action, or
 * the survey's own screen-out outcome). Retrying the same id with the same answers returns this
 * same receipt; the same id with other answers after completion is A0311 (send under a new id).
 */
export const ZRespondReceipt = z.object({
  receipt: z.literal(RESPOND_RECEIPT_MARK),
  responseId: ZResponseId,
  status: z.enum(['complete', 'screened_out']),
  submittedAt: z.string(),
  /**
   * The red envelope this response won, or why not (issue 23); absent when the survey runs no
   * campaign. `reason` is rewards' NoGrantReason when `won` is false. A retried submit answers the
   * same grant (one per response and campaign).
   */
  envelope: z
    .object({
      won: z.boolean(),
      amountFen: z.number().int().nullable(),
      reason: z.string().nullable(),
      grantId: z.number().int().nullable(),
    })
    .optional(),
  /**
   * The lottery this response took part in (issue 23); absent when the survey runs none or its
   * mode draws after close (`pending`: true then, the end page says when). `claimToken` opens the
   * claim (form for a physical prize, messaging identity for cash, the code for a coupon) and is
   * the respondent's only key to it. A retried submit answers the same draw.
   */
  lottery: z
    .object({
      pending: z.boolean(),
      won: z.boolean(),
      prizeName: z.string().nullable(),
      kind: z.enum(['cash', 'coupon', 'physical']).nullable(),
      amountFen: z.number().int().nullable(),
      /** The claim form's fields of a physical prize, in order. */
      claimFields: z
        .array(
          z.object({ key: z.enum(['name', 'phone', 'address', 'custom']), label: z.string().optional() }),
        )
        .nullable(),
      claimToken: z.string().nullable(),
      /**
       * The signed key of the participant's result page (lottery/result): while an after-close
       * draw is still to come (to look the result up once drawn), and for a physical prize won (to
       * follow its shipping and tracking number); null otherwise.
       */
      resultTicket: z.string().nullable().default(null),
    })
    .optional(),
});
export type RespondReceipt = z.infer<typeof ZRespondReceipt>;

/** Preview submit: what the server would do, nothing stored. */
export const ZRespondPreviewResult = z.object({
  ok: z.boolean(),
  status: z.enum(['complete', 'screened_out']).nullable(),
  /** Answer keys refused by the re-check (the A0400 a real submit would give). */
  problems: z.array(z.object({ key: z.string(), code: z.string() })),
});
export type RespondPreviewResult = z.infer<typeof ZRespondPreviewResult>;

/**
 * The text fields of an upload (multipart, sent before the file part). Credentials as for save:
 * the same access rules apply.
 */
export const ZRespondUploadFields = z.object({
  surveyCode: ZProjectCode,
  responseId: ZResponseId,
  nodeId: z.coerce.number().int().positive(),
  password: z.string().max(64).optional(),
  inviteCode: z.string().trim().max(32).optional(),
  /**
   * A host's interview (the respond calls' `interview`, flat as multipart fields): the interviewee
   * and the host's ticket, checked as for save; it stands in for the password.
   */
  intervieweeCode: z.string().trim().min(1).max(32).optional(),
  ticket: z.string().min(1).max(200).optional(),
  /**
   * The page's own id for this file (a UUID it made when the file was chosen): sending the same id
   * again for the same response and question answers the file already stored instead of storing
   * another, so a retried sync never stores a copy.
   */
  uploadId: ZResponseId.optional(),
});
export type RespondUploadFields = z.infer<typeof ZRespondUploadFields>;

/**
 * A stored upload: `file` goes into the answer (`url` is the file's key, checked at save and
 * submit against the files of this response); `preview` is a link for the uploader's own page
 * (signature image, recording), valid for RESPOND_PREVIEW_TTL_MS.
 */
export const ZRespondUploaded = z.object({ file: ZFileRef, preview: z.string() });
export type RespondUploaded = z.infer<typeof ZRespondUploaded>;

/** Owners: a short-lived link to one respondent file of a survey (report right). */
export const ZRespondentFileSignBody = z.object({ surveyCode: ZProjectCode, key: ZFileKey });
export type RespondentFileSignBody = z.infer<typeof ZRespondentFileSignBody>;
export const ZRespondentFileLink = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  nodeId: z.number().int(),
  responseId: ZResponseId,
});
export type RespondentFileLink = z.infer<typeof ZRespondentFileLink>;
