import { resolveFileImages, type SurveyDocument } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { signFileUrl } from './signed-url.ts';
import { isFileKey } from './storage.ts';

type SignDeps = Pick<AppDeps, 'signingKey' | 'now'>;

/**
 * A survey document with its stored images (option pictures, a question's own image, logo, header,
 * background, images inside question and option titles) turned from file keys into signed links. The design keeps keys so links can be
 * renewed; respondents have no login and no way to sign, so the document they receive carries
 * links valid for an hour from when the page opened. Anything that is not a key stays as it is.
 */
export function signDocumentImages(deps: SignDeps, doc: SurveyDocument): SurveyDocument {
  const sign = <T>(ref: T): T =>
    typeof ref === 'string' && isFileKey(ref) ? (signFileUrl(deps, ref) as T) : ref;
  const signTitle = (html: string) => resolveFileImages(html, (key) => signFileUrl(deps, key));
  return {
    ...doc,
    nodes: doc.nodes.map((node) => {
      const title = signTitle(node.title);
      const image = node.setting.image;
      if (title === node.title && !isFileKeyString(image)) return node;
      return {
        ...node,
        title,
        setting: isFileKeyString(image) ? { ...node.setting, image: sign(image) } : node.setting,
      };
    }),
    options: doc.options.map((option) => {
      const title = signTitle(option.title);
      const rightTitle = option.rightTitle === null ? null : signTitle(option.rightTitle);
      if (title === option.title && rightTitle === option.rightTitle && !isFileKeyString(option.image))
        return option;
      return { ...option, title, rightTitle, image: sign(option.image) };
    }),
    settings: { ...doc.settings, logo: sign(doc.settings.logo), headerImage: sign(doc.settings.headerImage) },
    theme: { ...doc.theme, background: { ...doc.theme.background, image: sign(doc.theme.background.image) } },
  };
}

const isFileKeyString = (ref: unknown): ref is string => typeof ref === 'string' && isFileKey(ref);
