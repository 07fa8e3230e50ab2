import type { CodeFrame, NetInput } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import {
  copyNet,
  createNet,
  createNets,
  importFrameFile,
  importFrameText,
  mergeNets,
  moveNet,
  nettingNets,
  quoteReport,
  removeNets,
  renameNet,
  restoreNet,
  sortNets,
  unmergeNet,
} from '../../../api/endpoints/report-coding.ts';
import type { MoveTarget } from './code-tree-model.ts';
import { useRefreshCoding } from './coding-queries.ts';

/** New ids in a frame answered after a change: what to highlight. */
function newIds(before: ReadonlySet<number>, frame: CodeFrame): number[] {
  const out: number[] = [];
  const walk = (nets: CodeFrame) =>
    nets.forEach((n) => {
      if (!before.has(n.id) && n.codeStatus === 0) out.push(n.id);
      walk(n.nodes);
    });
  walk(frame);
  return out;
}

export function idsOf(frame: CodeFrame): Set<number> {
  const ids = new Set<number>();
  const walk = (nets: CodeFrame) =>
    nets.forEach((n) => {
      ids.add(n.id);
      walk(n.nodes);
    });
  walk(frame);
  return ids;
}

/**
 * Every change to a report's frame: the call, then a refresh of the report's queries and a 2 s
 * highlight of the codes the change created or moved. Refusals are toasted by the client.
 */
export function useFrameActions(
  surveyCode: string,
  reportId: number,
  known: () => ReadonlySet<number>,
  flash: (id: number) => void,
) {
  const refresh = useRefreshCoding(surveyCode);
  const ref = { surveyCode, reportId };
  const flashNew = (frame: CodeFrame) => newIds(known(), frame).forEach(flash);
  const mutation = useMutation({
    mutationFn: (change: () => Promise<void>) => change(),
    onSettled: () => refresh(),
  });
  const apply = (change: () => Promise<void>) => mutation.mutateAsync(change);
  return {
    pending: mutation.isPending,
    add: (label: string, parentId: number | null, keywords: string[] = []) =>
      apply(async () => flash((await createNet({ ...ref, label, parentId, keywords })).id)),
    addMany: (nets: NetInput[], parentId: number | null = null) =>
      apply(async () => flashNew(await createNets({ ...ref, parentId, nets }))),
    importText: (text: string) => apply(async () => flashNew(await importFrameText({ ...ref, text }))),
    importFile: (file: File) =>
      apply(async () => flashNew((await importFrameFile(surveyCode, reportId, file)) as CodeFrame)),
    quote: (id: number) => apply(async () => flashNew(await quoteReport({ ...ref, id }))),
    move: (target: MoveTarget) =>
      apply(async () => {
        await moveNet({ ...ref, ...target });
        flash(target.id);
      }),
    copy: (id: number) => apply(async () => flashNew(await copyNet({ ...ref, id }))),
    merge: (ids: number[], targetId: number) =>
      apply(async () => {
        await mergeNets({ ...ref, ids, targetId });
        flash(targetId);
      }),
    unmerge: (id: number) =>
      apply(async () => {
        await unmergeNet({ ...ref, id });
        flash(id);
      }),
    netting: (ids: number[], label: string) =>
      apply(async () => flashNew(await nettingNets({ ...ref, ids, label }))),
    rename: (id: number, label: string, keywords?: string[]) =>
      apply(async () => {
        await renameNet({ ...ref, id, label, keywords });
      }),
    sort: (type: 1 | 2 | 3, parentId: number | null) =>
      apply(async () => {
        await sortNets({ ...ref, type, parentId });
      }),
    remove: (ids: number[]) =>
      apply(async () => {
        await removeNets({ ...ref, ids });
      }),
    restore: (ids: number[]) =>
      apply(async () => {
        for (const id of ids) await restoreNet({ ...ref, id });
        ids.forEach(flash);
      }),
  };
}
export type FrameActions = ReturnType<typeof useFrameActions>;
