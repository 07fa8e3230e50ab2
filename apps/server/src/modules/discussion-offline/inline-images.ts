import { resolveFileImages, type SurveyDocument } from '@cairn/core';
import type { FileStorage } from '../files/storage.ts';
import { isFileKey } from '../files/storage.ts';

/** Past this many bytes of images in total, the rest stay out (a file to carry on a phone). */
const MAX_INLINE_BYTES = 20 * 1024 * 1024;
const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml)$/;

/**
 * The document with its stored images (option pictures, a question's image, logo, header,
 * background, images inside titles) turned from file keys into data URLs, so the offline file
 * shows them without a network. The same places as files/sign-document-images.ts signs. A key
 * whose file is missing, not an image, or past the size budget becomes null (or leaves the
 * title's image as it was): the question still answers without its picture.
 */
export async function inlineDocumentImages(
  storage: FileStorage,
  doc: SurveyDocument,
): Promise<SurveyDocument> {
  const keys = new Set<string>();
  mapImages(doc, (key) => {
    keys.add(key);
    return key;
  });
  const urls = new Map<string, string>();
  let total = 0;
  for (const key of keys) {
    const file = await storage.get(key);
    if (!file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    total += bytes.length;
    if (!IMAGE_TYPE.test(file.meta.contentType) || total > MAX_INLINE_BYTES) continue;
    urls.set(key, `data:${file.meta.contentType};base64,${bytes.toString('base64')}`);
  }
  return mapImages(doc, (key) => urls.get(key) ?? null);
}

/** Maps every stored image key of the document (anything that is not a key stays as it is). */
function mapImages(doc: SurveyDocument, to: (key: string) => string | null): SurveyDocument {
  const ref = <T>(value: T): T | null =>
    typeof value === 'string' && isFileKey(value) ? (to(value) as T) : value;
  const title = (html: string) => resolveFileImages(html, (key) => to(key) ?? key);
  return {
    ...doc,
    nodes: doc.nodes.map((node) => ({
      ...node,
      title: title(node.title),
      setting: { ...node.setting, image: ref(node.setting.image) },
    })),
    options: doc.options.map((option) => ({
      ...option,
      title: title(option.title),
      rightTitle: option.rightTitle === null ? null : title(option.rightTitle),
      image: ref(option.image),
    })),
    settings: { ...doc.settings, logo: ref(doc.settings.logo), headerImage: ref(doc.settings.headerImage) },
    theme: { ...doc.theme, background: { ...doc.theme.background, image: ref(doc.theme.background.image) } },
  } as SurveyDocument;
}
