import { IMAGE_FORMATS, IMAGE_MAX_BYTES } from '@cairn/contract';
import type { ImageVerdict } from '@cairn/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, surveyImages } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';
import type { ImageFacts, ModerationProvider } from './moderation.ts';

/** The longest side a published image may have, in pixels. */
export const IMAGE_MAX_SIDE = 10_000;

const ALLOWED_MIME = new Set<string>(Object.values(IMAGE_FORMATS).map((f) => f.mime));
const FILE_KEY = /(?:^|\/api\/files\/)([a-f0-9]{32})(?:$|[?#])/;

/** The stored file a reference points at: a bare key or a signed `/api/files/{key}` link. */
export function fileKeyOf(ref: string): string | null {
  return FILE_KEY.exec(ref)?.[1] ?? null;
}

/** Type, size and dimensions (the rules every provider shares); null when they pass. */
export function structuralProblem(facts: ImageFacts): string | null {
  if (!ALLOWED_MIME.has(facts.mime)) return `type ${facts.mime} is not an accepted image type`;
  if (facts.size > IMAGE_MAX_BYTES) return `larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  const sides = [facts.width, facts.height].filter((n): n is number => n !== null);
  if (sides.some((n) => n < 1)) return 'has no visible size';
  if (sides.some((n) => n > IMAGE_MAX_SIDE)) return `wider or taller than ${IMAGE_MAX_SIDE} pixels`;
  return null;
}

/**
 * Verdicts for the images a survey shows (core's `imageRefsOf`), read from stored file metadata:
 * library and survey images from their table row (type, size, dimensions, name), other stored
 * files from the storage's metadata; a key with no file is "missing". References that are not our files
 * (left in a title written before titles took only stored files) get no verdict: nothing of ours.
 */
export async function checkImages(
  deps: { db: Db; storage: FileStorage },
  refs: readonly string[],
  moderation: ModerationProvider,
): Promise<Map<string, ImageVerdict>> {
  const keyOf = new Map<string, string>();
  for (const ref of refs) {
    const key = fileKeyOf(ref);
    if (key) keyOf.set(ref, key);
  }
  const keys = [...new Set(keyOf.values())];
  const facts = new Map<string, ImageFacts | null>();
  if (keys.length > 0) {
    const rows = [
      ...(await deps.db.select().from(images).where(inArray(images.storageKey, keys))),
      // A survey's own images (surveys/image) keep the same facts.
      ...(await deps.db.select().from(surveyImages).where(inArray(surveyImages.storageKey, keys))),
    ];
    for (const r of rows)
      facts.set(r.storageKey, {
        key: r.storageKey,
        mime: r.mime,
        size: r.size,
        width: r.width,
        height: r.height,
        name: r.originalName,
      });
  }
  for (const key of keys) {
    if (facts.has(key)) continue;
    const file = await deps.storage.get(key);
    file?.stream.destroy();
    facts.set(
      key,
      file
        ? {
            key,
            mime: file.meta.contentType,
            size: file.meta.size,
            width: null,
            height: null,
            name: file.meta.fileName ?? null,
          }
        : null,
    );
  }
  const byKey = new Map<string, ImageVerdict>();
  for (const key of keys) {
    const f = facts.get(key);
    if (!f) {
      byKey.set(key, { status: 'missing' });
      continue;
    }
    const problem = structuralProblem(f);
    if (problem) {
      byKey.set(key, { status: 'rejected', reason: problem });
      continue;
    }
    const verdict = await moderation.check(f);
    byKey.set(key, verdict.ok ? { status: 'ok' } : { status: 'rejected', reason: verdict.reason });
  }
  return new Map([...keyOf].map(([ref, key]) => [ref, byKey.get(key)!]));
}
