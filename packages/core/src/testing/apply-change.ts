export { applyChange } from '../tree/apply-change.ts';
