import { z } from 'zod';

/**
 * Survey-level settings (`surveys.settings`, frozen into each published version): the base,
 * answer, facade and end-page settings screens and the design tab's extra-menu toggles. Every key
 * is optional in storage (older surveys lack new keys); `resolveSurveySettings` fills defaults.
 * Loose: keys a later issue adds survive a round trip through an older server.
 */
export const AnswerFrequency = {
  Unlimited: 0,
  OnlyOnce: 1,
  Hourly: 2,
  Daily: 3,
  Weekly: 4,
  Every7Days: 5,
  Monthly: 6,
  Every30Days: 7,
  Yearly: 8,
  Every365Days: 9,
} as const;
export type AnswerFrequencyValue = (typeof AnswerFrequency)[keyof typeof AnswerFrequency];

const frequency = z.number().int().min(0).max(9);

/**
 * A URL parameter the public link receives and records with each response (launch tab,
 * "receive parameters"): `/r/{code}?name=value`. Names are plain identifiers so they read the
 * same in every export.
 */
export const ZReceiveParam = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/, 'letters, digits and _, starting with a letter or _'),
  label: z.string().trim().max(50).default(''),
});
export type ReceiveParam = z.infer<typeof ZReceiveParam>;
export const MAX_RECEIVE_PARAMS = 20;

/**
 * A site that may show the published page in a frame (launch tab, "embedding"): a host name as
 * a Content-Security-Policy host source — lowercase labels, an optional leading `*.` for its
 * subdomains and an optional port; no scheme, path or spaces, so nothing can be added to the
 * policy beside it.
 */
export const ZEmbedDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    'a host name such as example.com or *.example.com',
  );
export const MAX_EMBED_DOMAINS = 20;
const isoTime = z.iso.datetime({ offset: true });

export const ZSurveySettings = z.looseObject({
  // base
  description: z.string().max(5000).optional(),
  welcome: z.string().max(5000).optional(),
  startTime: isoTime.nullable().optional(),
  endTime: isoTime.nullable().optional(),
  /** The respondent page's language. */
  lang: z.enum(['zh', 'en']).optional(),
  /** IANA zone for calendar periods of the frequency limits. */
  timeZone: z.string().min(1).max(64).optional(),
  // answer
  password: z.string().max(64).nullable().optional(),
  inviteCodes: z.boolean().optional(),
  deviceFrequency: frequency.optional(),
  ipFrequency: frequency.optional(),
  /** Most complete responses accepted; null = no cap. */
  responseCap: z.number().int().positive().nullable().optional(),
  closeTip: z.string().max(500).optional(),
  onePerPage: z.boolean().optional(),
  allowBack: z.boolean().optional(),
  showProgress: z.boolean().optional(),
  showNumbers: z.boolean().optional(),
  // design-menu toggles
  showOptionCodes: z.boolean().optional(),
  titleLabel: z.boolean().optional(),
  autoNext: z.boolean().optional(),
  // facade and end page
  logo: z.string().max(500).nullable().optional(),
  headerImage: z.string().max(500).nullable().optional(),
  endMessage: z.string().max(5000).optional(),
  redirectUrl: z.string().max(2000).nullable().optional(),
  /** Pass the respondent link's query parameters on to the redirect URL. */
  redirectPassParams: z.boolean().optional(),
  screenOutMessage: z.string().max(5000).optional(),
  // launch
  /** URL parameters recorded with each response (launch tab). */
  params: z.array(ZReceiveParam).max(MAX_RECEIVE_PARAMS).optional(),
  /**
   * The sites that may frame the published page (CSP frame-ancestors); empty or absent: any site.
   * Read live from the survey row by /r/{code}, so a change needs no new publish.
   */
  embedDomains: z.array(ZEmbedDomain).max(MAX_EMBED_DOMAINS).optional(),
  /** Where a screened-out respondent goes instead of the screen-out message; http(s) only. */
  screenOutUrl: z.string().max(2000).nullable().optional(),
});
export type SurveySettings = z.infer<typeof ZSurveySettings>;

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
