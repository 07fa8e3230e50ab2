import { createDesignTree, type DesignTree } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { loadDesignRecords } from './design-records.ts';
import type { DesignTreeCache } from './tree-cache.ts';

/** A survey's design tree at `version`: from the cache when it holds that version, else from the rows. */
export async function designTreeOf(
  db: Db,
  cache: DesignTreeCache,
  surveyId: number,
  version: number,
): Promise<DesignTree> {
  const cached = cache.get(surveyId, version);
  if (cached) return cached;
  const tree = createDesignTree(surveyId, await loadDesignRecords(db, surveyId));
  cache.set(surveyId, version, tree);
  return tree;
}
