/**
 * RESPONDENT PUBLIC API — constants (issue 6; server: apps/server/src/modules/respond/).
 * No zod here on purpose: the respondent bundle may import this file directly
 * (`@cairn/contract/respond/constants`) without pulling a validator into its entry.
 * Schemas and types: ./schemas.ts (import them with `import type` in the app).
 *
 * The calls are described in ./respond-calls.ts (`respondApi`: open, save, submit, upload — no
 * login, no request signature; `respondPreviewApi`: the author's draft; `respondentFileApi`: an
 * owner's link to a respondent file); their zod-free facts (method, path, access) are in
 * ./routes.ts (`RESPOND_ROUTES`), which the respondent page builds its URLs from.
 *   GET  /r/{surveyCode}          HTML shell (a page, not /api); the open answer for the first page
 *                                 is inlined as `<script type="application/json" id="cairn-survey">`
 *                                 (a ZRespondOpen)
 *
 * The device id is a cookie the server sets (RESPOND_DEVICE_COOKIE, httpOnly) on the shell and on
 * open; the page never needs to read it. The random-order seed of a response is its response id,
 * so a resumed response shows the same order and the server replays the same one.
 */
export const RESPOND_DEVICE_COOKIE = 'cairn_did';
/** The id of the inlined JSON in the HTML shell. */
export const RESPOND_INLINE_ID = 'cairn-survey';

/**
 * Every receipt carries this exact marker in `data.receipt`: a 200 page from a proxy or captive
 * portal never does, so the page counts an answer as delivered only when it sees it.
 */
export const RESPOND_RECEIPT_MARK = 'cairn.receipt.v1';
export const RESPOND_SAVED_MARK = 'cairn.saved.v1';

/** Access states of the open call (`state`). Only `open` carries the document. */
export const RESPOND_STATES = [
  'open',
  'password',
  'invite',
  'not_found',
  'no_questions',
  'not_started',
  'ended',
  'closed',
  'completed',
  'full',
] as const;
export type RespondState = (typeof RESPOND_STATES)[number];

/**
 * The respondent-facing texts of the spec (doc 1: "Password error; invitation code error; Survey
 * not exist; No questions in survey; Survey has been completed") in both survey languages. The
 * server fills `message` of a closed state from here in the survey's language; the app may use
 * the same table for its own labels.
 */
export const RESPOND_MESSAGES = {
  passwordRequired: { zh: '请输入问卷密码', en: 'Enter the survey password' },
  passwordError: { zh: '密码错误', en: 'Password error' },
  inviteRequired: { zh: '请输入邀请码', en: 'Enter your invitation code' },
  inviteError: { zh: '邀请码错误', en: 'invitation code error' },
  notFound: { zh: '问卷不存在', en: 'Survey not exist' },
  noQuestions: { zh: '问卷中没有题目', en: 'No questions in survey' },
  notStarted: { zh: '问卷尚未开始', en: 'The survey has not started yet' },
  ended: { zh: '问卷已结束', en: 'The survey has ended' },
  closed: { zh: '问卷已暂停收集', en: 'The survey is not collecting answers' },
  completed: { zh: '您已完成该问卷', en: 'Survey has been completed' },
  full: { zh: '问卷已收满，感谢参与', en: 'The survey has received all the answers it needs, thank you' },
  freeCap: {
    zh: '该问卷已达到免费版 1000 份答卷的上限，暂停收集',
    en: 'This survey has reached the free edition’s limit of 1,000 responses and is not collecting answers',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
export type RespondMessageKey = keyof typeof RESPOND_MESSAGES;

/** Answers payload limits (the body limit is 1 MB). */
export const RESPOND_MAX_ANSWERS = 5000;

/** Per-question time on screen (`timings`): at most this many entries, each at most 30 days. */
export const RESPOND_MAX_TIMINGS = 5000;
export const RESPOND_MAX_TIMING_MS = 30 * 24 * 3600_000;

const MB = 1024 * 1024;
/**
 * Respondent uploads. An upload question's own limit (file_size_limit, MB) applies up to
 * RESPOND_UPLOAD_MAX_BYTES; a signature is a small PNG; a recording of a few minutes of speech in
 * the codecs MediaRecorder uses is well under RESPOND_RECORDING_MAX_BYTES.
 */
export const RESPOND_UPLOAD_MAX_BYTES = 50 * MB;
export const RESPOND_SIGNATURE_MAX_BYTES = 2 * MB;
export const RESPOND_RECORDING_MAX_BYTES = 25 * MB;
/** Files one response id may store (re-signing and re-recording each store a new file). */
export const RESPOND_FILES_PER_RESPONSE = 100;
/** Per address in RESPOND_UPLOAD_WINDOW_MS: uploads and bytes, so the public call cannot fill the disk. */
export const RESPOND_UPLOADS_PER_IP = 300;
export const RESPOND_UPLOAD_BYTES_PER_IP = 1024 * MB;
export const RESPOND_UPLOAD_WINDOW_MS = 60 * 60_000;
/** How long the uploader's own preview link (ZRespondUploaded.preview) works. */
export const RESPOND_PREVIEW_TTL_MS = 24 * 3600_000;
/** How long an owner's link to a respondent file works. */
export const RESPONDENT_FILE_LINK_TTL_MS = 5 * 60_000;
