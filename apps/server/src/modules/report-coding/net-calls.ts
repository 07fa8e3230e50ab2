import type {
  CodeFrame,
  CodeNet,
  NetInput,
  ZNetBatchBody,
  ZNetCreateBody,
  ZNetMergeBody,
  ZNetMoveBody,
  ZNetNettingBody,
  ZNetRenameBody,
} from '@cairn/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { type Auth, type CodingDeps, loadState, openReport, type Survey } from './coding-state.ts';
import * as ops from './frame-ops.ts';
import { type Frame, frameOf, frameTree, tally } from './frame-ops.ts';
import { loadFrame, saveFrame } from './frame-store.ts';
import { type CodingReportRow, requireEditable, updateReport } from './report-store.ts';

type Ref = { surveyCode: string; reportId: number };

/** The frame as the calls answer it: the tree of entries in use with their counts. */
export async function frameAnswer(
  deps: CodingDeps,
  survey: Survey,
  report: CodingReportRow,
  withRemoved = false,
): Promise<CodeFrame> {
  const state = await loadState(deps.db, survey, report);
  return frameTree(state.frame, tally(state.frame, state.facts), withRemoved);
}

/**
 * Runs a frame operation on an editable report: loads the frame, changes a copy, writes the
 * difference. Answers the operation's result and the temporary → real id map.
 */
export async function editFrame<T>(
  deps: CodingDeps,
  auth: Auth,
  ref: Ref,
  op: (frame: Frame, context: { survey: Survey; report: CodingReportRow }) => T | Promise<T>,
) {
  const { survey, report } = await openReport(deps, auth, ref.surveyCode, ref.reportId);
  requireEditable(report);
  const before = await loadFrame(deps.db, report);
  const after = frameOf(before.rows, before.nextCodeId);
  const result = await op(after, { survey, report });
  const ids = await saveFrame(deps.db, report, before, after, new Date(deps.now()));
  return { survey, report, result, ids };
}

async function editAndAnswer(deps: CodingDeps, auth: Auth, ref: Ref, op: (frame: Frame) => unknown) {
  const { survey, report } = await editFrame(deps, auth, ref, op);
  return frameAnswer(deps, survey, report);
}

export async function codingNets(
  deps: CodingDeps,
  auth: Auth,
  query: Ref & { withRemoved?: boolean | undefined },
) {
  const { survey, report } = await openReport(deps, auth, query.surveyCode, query.reportId);
  return frameAnswer(deps, survey, report, query.withRemoved ?? false);
}

function findNet(tree: readonly CodeNet[], id: number): CodeNet | undefined {
  for (const net of tree) {
    if (net.id === id) return net;
    const found = findNet(net.nodes, id);
    if (found) return found;
  }
  return undefined;
}

export async function createNet(deps: CodingDeps, auth: Auth, body: z.output<typeof ZNetCreateBody>) {
  const { survey, report, result, ids } = await editFrame(deps, auth, body, (frame) =>
    ops.addNets(frame, body.parentId, [{ label: body.label, keywords: body.keywords }]),
  );
  const tree = await frameAnswer(deps, survey, report);
  return findNet(tree, ids.get(result[0]!.id)!)!;
}

/** Adds a list of codes with children (batch-v2, typed lists, imports, quoted frames). */
export async function addNetList(
  deps: CodingDeps,
  auth: Auth,
  ref: Ref,
  parentId: number | null,
  nets: readonly NetInput[],
  origin?: { type: 2 | 3; refReportId?: number },
) {
  const { survey, report } = await editFrame(deps, auth, ref, (frame) => ops.addNets(frame, parentId, nets));
  if (origin)
    await updateReport(
      deps.db,
      report.id,
      { type: origin.type, ...(origin.refReportId ? { refReportId: origin.refReportId } : {}) },
      new Date(deps.now()),
    );
  return frameAnswer(deps, survey, report);
}

export const batchNets = (deps: CodingDeps, auth: Auth, body: z.output<typeof ZNetBatchBody>) =>
  addNetList(deps, auth, body, body.parentId, body.nets);

export const moveNet = (deps: CodingDeps, auth: Auth, body: z.output<typeof ZNetMoveBody>) =>
  editAndAnswer(deps, auth, body, (frame) => ops.moveNet(frame, body.id, body.parentId, body.index));

export const copyNet = (deps: CodingDeps, auth: Auth, id: number, ref: Ref) =>
  editAndAnswer(deps, auth, ref, (frame) => ops.copyNet(frame, id));

export const mergeNets = (deps: CodingDeps, auth: Auth, body: z.output<typeof ZNetMergeBody>) =>
  editAndAnswer(deps, auth, body, (frame) => ops.mergeNets(frame, body.ids, body.targetId));

export const unmergeNet = (deps: CodingDeps, auth: Auth, id: number, ref: Ref) =>
  editAndAnswer(deps, auth, ref, (frame) => ops.unmergeNet(frame, id));

export const nettingNets = (deps: CodingDeps, auth: Auth, body: z.output<typeof ZNetNettingBody>) =>
  editAndAnswer(deps, auth, body, (frame) => ops.netting(frame, body.ids, body.label));

export async function renameNet(
  deps: CodingDeps,
  auth: Auth,
  id: number,
  body: z.output<typeof ZNetRenameBody>,
) {
  const { survey, report } = await editFrame(deps, auth, body, (frame) =>
    ops.renameNet(frame, id, body.label, body.keywords),
  );
  return findNet(await frameAnswer(deps, survey, report), id)!;
}

export async function sortNets(
  deps: CodingDeps,
  auth: Auth,
  type: 1 | 2 | 3,
  body: Ref & { parentId: number | null },
) {
  const { survey, report } = await editFrame(deps, auth, body, async (frame, { survey: s, report: r }) => {
    const counts = type === 1 ? tally(frame, (await loadState(deps.db, s, r)).facts).count : new Map();
    ops.sortChildren(frame, body.parentId, type, counts);
  });
  return frameAnswer(deps, survey, report);
}

export async function removeNets(deps: CodingDeps, auth: Auth, ref: Ref, ids: readonly number[]) {
  await editFrame(deps, auth, ref, (frame) => ops.removeNets(frame, ids));
  return null;
}

export const restoreNet = (deps: CodingDeps, auth: Auth, id: number, ref: Ref) =>
  editAndAnswer(deps, auth, ref, (frame) => ops.restoreNet(frame, id));

/** A leaf in use that hits may go to (A0404 / A0400). */
export function requireLeaf(frame: Frame, id: number) {
  const row = ops.activeNet(frame, id);
  if (!ops.isLeaf(frame, id))
    throw new AppError('A0400', `“${row.label}” has codes under it: code answers to its leaves`);
  return row;
}
