import type { SurveyDocument } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { signFileUrl } from './signed-url.ts';
import { isFileKey } from './storage.ts';

type SignDeps = Pick<AppDeps, 'signingKey' | 'now'>;

/**
 * A survey document with its stored images (option pictures, a question's own image, logo, header,
 * background) turned from file keys into signed links. The design keeps keys so links can be
 * renewed; respondents have no login and no way to sign, so the document they receive carries
 * links valid for an hour from when the page opened. Anything that is not a key stays as it is.
 */
export function signDocumentImages(deps: SignDeps, doc: SurveyDocument): SurveyDocument {
  const sign = <T>(ref: T): T =>
    typeof ref === 'string' && isFileKey(ref) ? (signFileUrl(deps, ref) as T) : ref;
  return {
    ...doc,
    nodes: doc.nodes.map((node) =>
      isFileKeyString(node.setting.image)
        ? { ...node, setting: { ...node.setting, image: sign(node.setting.image) } }
        : node,
    ),
    options: doc.options.map((option) =>
      isFileKeyString(option.image) ? { ...option, image: sign(option.image) } : option,
    ),
    settings: { ...doc.settings, logo: sign(doc.settings.logo), headerImage: sign(doc.settings.headerImage) },
    theme: { ...doc.theme, background: { ...doc.theme.background, image: sign(doc.theme.background.image) } },
  };
}

const isFileKeyString = (ref: unknown): ref is string => typeof ref === 'string' && isFileKey(ref);
