import { AppError } from '../../http/app-error.ts';

/**
 * An enterprise name as stored: trimmed, inner runs of white space made one space. Blank is
 * A5209 (the spec's "enterprise name empty").
 */
export function cleanEnterpriseName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') throw new AppError('A5209');
  return name;
}

/**
 * The key two names are compared by: lower case without any white space, as the unique index
 * `organizations_name_key_idx` computes it (lower(regexp_replace(name, '\s', '', 'g'))).
 */
export function enterpriseNameKey(name: string): string {
  return name.replace(/\s/g, '').toLowerCase();
}
