import { beforeEach, type Mocked, vi } from 'vitest';

type Exports = Record<string, unknown>;

/**
 * `vi.mock(path)`'s automock for files that share one module registry (the `unit` project,
 * isolate: false), where `vi.mock` cannot apply: before each test every function export of the
 * module (and every method of an object export) is a spy answering undefined, set up again so a
 * file's `vi.resetAllMocks()` — which sends a spy back to the real function — cannot let a real
 * call through. The spies are restored after the file (scripts/unit-test-setup.ts), so the next
 * file in the worker sees the real module. Call it at the top of the file, before the file's own
 * `beforeEach`, which then sets what each spy answers.
 */
export function mockExports<T extends object>(module: T): Mocked<T> {
  const spyAll = () => {
    for (const [key, value] of Object.entries(module as Exports)) {
      if (typeof value === 'function') spyOn(module as Exports, key);
      else if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [method, member] of Object.entries(value as Exports))
          if (typeof member === 'function') spyOn(value as Exports, method);
    }
  };
  spyAll();
  beforeEach(spyAll);
  return module as Mocked<T>;
}

function spyOn(owner: Exports, key: string) {
  // biome-ignore lint/suspicious/noExplicitAny: a spy over any export's signature
  vi.spyOn(owner as Record<string, (...args: any[]) => any>, key).mockImplementation(() => undefined);
}
