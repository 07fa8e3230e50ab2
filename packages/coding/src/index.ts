export { assign } from './assign.ts';
export { draftFrame } from './draft-frame.ts';
export { ancestorLabels, isNothingCode, leavesOf } from './frame.ts';
export { createOfflineCoder, intlSegment, type OfflineCoderOptions } from './offline-coder.ts';
export { saysNothing, termsOf } from './text/terms.ts';
export type * from './types.ts';
