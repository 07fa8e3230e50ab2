import type { AppDeps } from '../../deps.ts';
import type { DesignTreeCache } from './tree-cache.ts';

/** What the design-tree calls need: the app's dependencies and the app's tree cache. */
export type DesignDeps = AppDeps & { trees: DesignTreeCache };
