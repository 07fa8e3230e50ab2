import type { SurveyStyle } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { isFileKey } from '../files/storage.ts';

/** A survey's theme as the designer shows it: with a signed link to its background image. */
export function toSurveyStyle(deps: Pick<AppDeps, 'signingKey' | 'now'>, theme: Theme): SurveyStyle {
  const key = theme.background.image;
  return { theme, backgroundUrl: key && isFileKey(key) ? signFileUrl(deps, key) : null };
}
