import type { CrossDefinition } from '@cairn/contract';

/** The variable ids a cross definition places: stubs, banner variables and their nested ones. */
export function definitionVariableIds(definition: CrossDefinition): string[] {
  return [
    ...definition.stubs.map((r) => r.id),
    ...definition.banner.map((r) => r.id),
    ...definition.banner.flatMap((b) => (b.nest ? [b.nest.id] : [])),
  ];
}

/** The part after `prefix` of every placed id that has it (`coding:12` → `12`), each once. */
export function idsWithPrefix(definition: CrossDefinition, prefix: string): string[] {
  const ids = definitionVariableIds(definition).filter((id) => id.startsWith(prefix));
  return [...new Set(ids.map((id) => id.slice(prefix.length)))];
}
