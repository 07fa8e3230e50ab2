import type { DesignTree } from '@cairn/core';
import { LRUCache } from 'lru-cache';

/**
 * Design trees of recently edited surveys, each stamped with the edit version it reflects.
 * Every change to a survey's nodes or options raises its version inside the transaction that
 * makes it, so an entry whose version equals the stored one is exactly the stored tree, also
 * when several server processes share one database. Entries are set only after commit. Trees
 * are immutable (core's operations copy on write), so handing one out is safe.
 */
export class DesignTreeCache {
  private readonly entries: LRUCache<number, { version: number; tree: DesignTree }>;

  constructor(max = 64) {
    this.entries = new LRUCache({ max });
  }

  get(surveyId: number, version: number): DesignTree | undefined {
    const entry = this.entries.get(surveyId);
    return entry?.version === version ? entry.tree : undefined;
  }

  set(surveyId: number, version: number, tree: DesignTree): void {
    this.entries.set(surveyId, { version, tree });
  }

  forget(surveyId: number): void {
    this.entries.delete(surveyId);
  }
}
