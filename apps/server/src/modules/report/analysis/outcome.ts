import { WeightingError } from '@cairn/stats';
import { VariableError } from './resolve-variable.ts';

/** What the worker answers for a table or a run: the figures, or the catalogue error to send. */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'A0320' | 'A0321' | 'A0322' | 'A0323' | 'A0400'; detail: string };

/**
 * Expected refusals become outcomes (the worker's errors are plain strings); anything else throws.
 * `nameOf` turns a variable id into what people read (its code), for the detail.
 */
export function outcomeOf<T>(compute: () => T, nameOf: (id: string) => string = (id) => id): Outcome<T> {
  try {
    return { ok: true, value: compute() };
  } catch (error) {
    if (error instanceof VariableError) return { ok: false, code: 'A0320', detail: error.message };
    if (error instanceof WeightingError) {
      const where = [error.details.keys?.map(nameOf).join(' × '), error.details.values?.join(' / ')]
        .filter(Boolean)
        .join(': ');
      if (error.code === 'empty-category') return { ok: false, code: 'A0321', detail: where };
      if (error.code === 'targets-sum')
        return {
          ok: false,
          code: 'A0322',
          detail: `${error.details.keys?.map(nameOf).join(' × ')}: ${error.details.sum}`,
        };
      if (error.code === 'unknown-category') return { ok: false, code: 'A0323', detail: where };
      return { ok: false, code: 'A0400', detail: error.message };
    }
    throw error;
  }
}
