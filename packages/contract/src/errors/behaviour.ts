/**
 * What the designer client does when a response carries a code (spec document 2 §8, "Global
 * behaviour"): show the message as a toast, stay silent for the caller to handle, log out (or
 * prompt once inside a frame), go to /404, or store a fresh expiry and then show the message.
 */
export type ClientBehaviour = 'toast' | 'silent' | 'logout' | 'notFound' | 'refreshExpiry';

/** Messages for non-200 HTTP statuses that carry no envelope the client can read. */
export const httpStatusMessages = {
  400: { zh: '参数错误', en: 'Invalid parameter' },
  500: { zh: '服务器错误，请稍后重试', en: 'Server error, please try again later' },
  502: { zh: '网络错误，请稍后重试', en: 'Network error, please try again later' },
  other: { zh: '网络错误，请稍后重试', en: 'Network error, please try again later' },
} as const;
