import type { SurveyDocument } from './schema.ts';

/** One image the survey shows, and the question it belongs to (null: the survey's look). */
export interface ImageRef {
  ref: string;
  nodeId: number | null;
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

function inRichText(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((m) => m[1]!);
}

/**
 * Every image a published survey would show: option images, a question's own image (heatmap,
 * hot spot), images inside rich-text titles, and the logo, header and background images. The
 * server checks each (type, size, dimensions, moderation) and hands the verdicts to the diagnosis.
 */
export function imageRefsOf(doc: SurveyDocument): ImageRef[] {
  const out: ImageRef[] = [];
  const add = (ref: unknown, nodeId: number | null) => {
    if (typeof ref === 'string' && ref.trim() !== '') out.push({ ref: ref.trim(), nodeId });
  };
  for (const node of doc.nodes) {
    add(node.setting.image, node.id);
    for (const src of inRichText(node.title)) add(src, node.id);
  }
  for (const option of doc.options) {
    add(option.image, option.nodeId);
    for (const src of inRichText(option.title)) add(src, option.nodeId);
  }
  add(doc.settings.logo, null);
  add(doc.settings.headerImage, null);
  add(doc.theme.background.image, null);
  return out;
}
