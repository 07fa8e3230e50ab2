import { randomBytes } from 'node:crypto';

/** A public id of a money record: its kind's prefix and 120 random bits (`rc_…`, `od_…`). */
export const newMoneyId = (prefix: 'rc' | 'py' | 'od' | 'wd' | 'iv' | 'cp') =>
  `${prefix}_${randomBytes(15).toString('base64url')}`;
