import { type SavCaseWriter, savCaseWriter } from './sav-cases.ts';
import { type SavDictionary, savDictionaryBytes } from './sav-dictionary.ts';

/**
 * A whole system file in memory (tests and small files): the dictionary, then the cases. An
 * export streams instead: the dictionary bytes, then `savCaseWriter`'s pieces as they fill.
 */
export function savFile(
  dictionary: SavDictionary,
  cases: Iterable<readonly (number | string | null)[]>,
): Uint8Array {
  const head = savDictionaryBytes(dictionary);
  const writer: SavCaseWriter = savCaseWriter(dictionary.variables);
  for (const values of cases) writer.add(values);
  const body = writer.end();
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}
