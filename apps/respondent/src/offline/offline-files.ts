import { nodeIdOfKey } from '@cairn/core/logic/evaluate-flow';
import type { FileRef } from '@cairn/core/question-types/files';

/**
 * Files chosen in the offline file (upload, signature, recorder questions): the answer holds
 * `offline:{id}` where the server's file key will be, and the bytes wait in IndexedDB (queue.ts)
 * until the sync uploads them and puts the server's reference in their place.
 */
const PREFIX = 'offline:';

export const offlineRef = (id: string) => `${PREFIX}${id}`;

const idOf = (url: unknown): string | null =>
  typeof url === 'string' && url.startsWith(PREFIX) ? url.slice(PREFIX.length) : null;

/** Calls `visit` for every file reference object in the answers (lists and single objects). */
function eachRef(
  answers: Record<string, unknown>,
  visit: (key: string, ref: Record<string, unknown>) => void,
) {
  for (const [key, value] of Object.entries(answers))
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'object' && item !== null && 'url' in item)
        visit(key, item as Record<string, unknown>);
}

/** The offline files the answers refer to, with their question (files removed meanwhile are not). */
export function offlineFilesOf(answers: Record<string, unknown>): { id: string; nodeId: number }[] {
  const out = new Map<string, number>();
  eachRef(answers, (key, ref) => {
    const id = idOf(ref.url);
    if (id) out.set(id, nodeIdOfKey(key));
  });
  return [...out].map(([id, nodeId]) => ({ id, nodeId }));
}

/**
 * The answers with each uploaded file's reference in place of `offline:{id}`: the server's key,
 * and for an upload list the name and size it stored (the submit checks they agree).
 */
export function withUploaded(
  answers: Record<string, unknown>,
  uploaded: ReadonlyMap<string, FileRef>,
): Record<string, unknown> {
  const swap = (item: unknown): unknown => {
    if (typeof item !== 'object' || item === null || !('url' in item)) return item;
    const ref = item as Record<string, unknown>;
    const id = idOf(ref.url);
    const up = id ? uploaded.get(id) : undefined;
    if (!up) return item;
    return {
      ...ref,
      url: up.url,
      ...('name' in ref ? { name: up.name } : {}),
      ...('size' in ref ? { size: up.size } : {}),
    };
  };
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(swap) : swap(value),
    ]),
  );
}
