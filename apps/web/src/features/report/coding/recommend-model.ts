import type { NetInput, RecommendedCode } from '@cairn/contract';

/** A recommended code's place in the draft: its indices from the top ("0", "0.2"). */
export const pathKey = (parent: string, index: number) => (parent ? `${parent}.${index}` : String(index));

/**
 * The chosen codes as net/batch-v2 input: a chosen code keeps its chosen children; the chosen
 * children of a code left out come up one level in its place.
 */
export function chosenInput(
  codes: readonly RecommendedCode[],
  left: ReadonlySet<string>,
  parent = '',
): NetInput[] {
  return codes.flatMap((code, index) => {
    const key = pathKey(parent, index);
    const nodes = chosenInput(code.nodes, left, key);
    if (left.has(key)) return nodes;
    return [{ label: code.label, keywords: code.keywords, ...(nodes.length > 0 ? { nodes } : {}) }];
  });
}

export function countChosen(
  codes: readonly RecommendedCode[],
  left: ReadonlySet<string>,
  parent = '',
): number {
  return codes.reduce((sum, code, index) => {
    const key = pathKey(parent, index);
    return sum + (left.has(key) ? 0 : 1) + countChosen(code.nodes, left, key);
  }, 0);
}
