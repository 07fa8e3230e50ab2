import type { WordMatcher } from '@cairn/core';

/** What the image check knows about one stored image. */
export interface ImageFacts {
  key: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The uploader's file name, when the image came through the image library. */
  name: string | null;
}

export type ModerationVerdict = { ok: true } | { ok: false; reason: string };

/**
 * A content-moderation service for images (diagnosis type 6 "sensitive image"). A hosted
 * provider (a cloud vision API) would implement this and be chosen where one is configured;
 * none is reachable here, so the server uses `localModeration`.
 */
export interface ModerationProvider {
  readonly name: string;
  check(image: ImageFacts): Promise<ModerationVerdict>;
}

/**
 * The local provider: no picture analysis — it refuses an image whose file name carries a word
 * of the sensitive-word list (a name like "casino-banner.png" says what the image is). The
 * structural checks (type, size, dimensions) run for every provider in image-check.ts.
 */
export function localModeration(words: WordMatcher): ModerationProvider {
  return {
    name: 'local',
    async check(image) {
      const found = image.name ? words.find(image.name) : [];
      return found.length === 0
        ? { ok: true }
        : { ok: false, reason: `file name contains ${found.join(', ')}` };
    },
  };
}
