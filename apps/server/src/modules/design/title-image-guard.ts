import { type DesignTree, imageKeysOf, type TreeChange } from '@cairn/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decideLibrary } from '../../policy/library-policy.ts';
import { loadLibrarySubject } from '../image-library/library-subject.ts';
import { surveyImageKeysAmong } from '../image-library/survey-images.ts';

type Titled = { title: string; rightTitle?: string | null };

function keysIn(records: Iterable<Titled>): Set<string> {
  const keys = new Set<string>();
  for (const record of records) {
    for (const html of [record.title, record.rightTitle ?? '']) {
      if (html.includes('<img')) for (const key of imageKeysOf(html)) keys.add(key);
    }
  }
  return keys;
}

/**
 * Images inside titles are file keys (core's rich-text/file-images.ts), and the server signs any
 * key it finds in a published title. So a title may only gain an image its editor may read in
 * the image library (their own, or their organisation's company library) or that was uploaded for
 * this survey itself (`surveys/image`); a key already in this survey's titles stays (a
 * collaborator editing a title keeps the owner's image, a copy keeps its original's). Anything else — another user's file, a respondent's upload — is A0400, and the edit
 * changes nothing. Costs no query unless the change brings a key the survey did not have.
 */
export async function guardTitleImages(
  tx: Db,
  userId: number,
  before: DesignTree,
  change: TreeChange,
): Promise<void> {
  const changed = keysIn([
    ...change.nodes.inserted,
    ...change.nodes.updated,
    ...change.options.inserted,
    ...change.options.updated,
  ]);
  if (changed.size === 0) return;
  const known = keysIn([...before.nodes.values(), ...before.options.values()]);
  const added = [...changed].filter((key) => !known.has(key));
  if (added.length === 0) return;
  const rows = await tx
    .select({
      key: images.storageKey,
      dataType: images.dataType,
      ownerId: images.ownerId,
      organizationId: images.organizationId,
    })
    .from(images)
    .where(inArray(images.storageKey, added));
  const subject = await loadLibrarySubject(tx, userId);
  const readable = new Set(
    rows.filter((row) => decideLibrary(subject, row, 'read').allowed).map((r) => r.key),
  );
  const rest = added.filter((key) => !readable.has(key));
  if (rest.length === 0) return;
  const own = await surveyImageKeysAmong(tx, before.surveyId, rest);
  if (rest.some((key) => !own.has(key)))
    throw new AppError('A0400', 'title: an image must come from your image library');
}
