import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The PDF's one typeface: Noto Sans SC (SIL Open Font License 1.1), whole TrueType files from the
 * npm package `@expo-google-fonts/noto-sans-sc` (its LICENSE_FONT). TrueType outlines rather than
 * the CFF of Noto Sans CJK's OTF files: fontkit subsets glyf tables reliably, so every PDF embeds
 * only the glyphs it uses (a page of text costs tens of kilobytes, not the font's 10 MB) and the
 * text stays selectable and searchable (ToUnicode map; pdftotext reads it back). The package is
 * resolved from node_modules at run time, from the source under tsx and from dist/main.js in the
 * built server alike (third-party packages stay outside the bundle, build-options.mjs), so no
 * font file is copied anywhere.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FILES = {
  regular: `${FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`,
  bold: `${FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`,
} as const;

export type FontWeight = keyof typeof FILES;

/** The names the fonts are registered under in every document. */
export const FONT = { regular: 'cjk', bold: 'cjk-bold' } as const;

const require = createRequire(import.meta.url);
const loaded = new Map<FontWeight, Buffer>();

/** Where the font file of a weight is in the installed app. */
export function fontPath(weight: FontWeight): string {
  return require.resolve(FILES[weight]);
}

/** The font's bytes, read once per process (each document parses and subsets its own copy). */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFileSync(fontPath(weight));
    loaded.set(weight, bytes);
  }
  return bytes;
}
