import { type Lang, type ProjectBase, projectTexts } from '@cairn/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nodes, options } from '../../db/schema/index.ts';
import { requireOwnProjectRight } from '../../policy/own-project-right.ts';
import { reserveIds } from '../design/id-allocator.ts';
import { copySurveyImages } from '../image-library/survey-images.ts';
import { copySurveyRules } from '../logic/copy-rules.ts';
import { copySurveyTheme } from '../theme/theme-repo.ts';
import { findMembership } from '../users/user-repo.ts';
import { toProjectBase } from './project-info.ts';
import { loadSurveyForAction } from './survey-access.ts';
import { assertMayOwnAnother, insertSurvey } from './survey-repo.ts';

type NodeRow = typeof nodes.$inferSelect;
type OptionRow = typeof options.$inferSelect;

const INSERT_CHUNK = 500;
const ownerRights = { edit: true, report: true, launch: true, manage: true };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * The design tree without the trash: nodes not deleted whose ancestors are not deleted either
 * (a node under a trashed group goes with the group), and the options of those nodes.
 */
async function liveTree(db: Db, surveyId: number): Promise<{ nodeRows: NodeRow[]; optionRows: OptionRow[] }> {
  const all = await db.select().from(nodes).where(eq(nodes.surveyId, surveyId)).orderBy(asc(nodes.id));
  const byId = new Map(all.map((n) => [n.id, n]));
  const live = new Map<number, boolean>();
  const isLive = (node: NodeRow, depth = 0): boolean => {
    const known = live.get(node.id);
    if (known !== undefined) return known;
    let ok = node.deletedAt === null;
    if (ok && node.parentId !== null) {
      const parent = byId.get(node.parentId);
      ok = parent !== undefined && depth < 1000 && isLive(parent, depth + 1);
    }
    live.set(node.id, ok);
    return ok;
  };
  const nodeRows = all.filter((n) => isLive(n));
  const nodeIds = nodeRows.map((n) => n.id);
  const optionRows = nodeIds.length
    ? await db
        .select()
        .from(options)
        .where(and(eq(options.surveyId, surveyId), inArray(options.nodeId, nodeIds)))
        .orderBy(asc(options.id))
    : [];
  return { nodeRows, optionRows };
}

/**
 * Copies a project the caller may read into a new one the caller owns: title + " - copy",
 * unpublished, edit version 1, settings and template kept, every live node and option copied
 * with codes kept and every internal reference (node parentId, joinId, dependId, loopId;
 * option nodeId, parentId, joinId, rootJoinId) pointed at the copies. A reference to something
 * not copied becomes empty (null or 0) rather than pointing into the source survey. Logic rules
 * are copied with their ids remapped the same way (one naming anything not copied is dropped).
 * Counts against the free limit (A0210). The copy stays in the source's folder when that folder
 * is the caller's.
 */
export async function copyProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  code: string,
  lang: Lang,
): Promise<ProjectBase> {
  const { survey: source } = await loadSurveyForAction(deps, auth, code, 'read');
  await requireOwnProjectRight(deps.db, auth.userId, 'PROJECT_CREATE');
  const membership = await findMembership(deps.db, auth.userId);
  const at = new Date(deps.now());
  const copy = await deps.db.transaction(async (tx) => {
    await assertMayOwnAnother(tx, auth.userId);
    const row = await insertSurvey(tx, {
      projectType: source.projectType,
      title: `${source.title}${projectTexts[lang].copySuffix}`,
      status: 0,
      relaunch: false,
      editVersion: 1,
      ownerId: auth.userId,
      organizationId: membership?.organizationId ?? null,
      departmentId: membership?.departmentId ?? null,
      folderId: source.ownerId === auth.userId ? source.folderId : null,
      templateId: source.templateId,
      settings: source.settings,
      saveTime: at,
      createdAt: at,
      updatedAt: at,
    });
    await copySurveyTheme(tx, source.id, row.id, at);
    await copySurveyImages(tx, source.id, row.id);

    const { nodeRows, optionRows } = await liveTree(tx, source.id);
    const nodeIds = await reserveIds(tx, 'nodes', nodeRows.length);
    const optionIds = await reserveIds(tx, 'options', optionRows.length);
    const nodeMap = new Map(nodeRows.map((n, i) => [n.id, nodeIds[i]!]));
    const optionMap = new Map(optionRows.map((o, i) => [o.id, optionIds[i]!]));
    const node = (id: number | null) => (id === null ? null : (nodeMap.get(id) ?? null));
    const nodeOr0 = (id: number) => (id === 0 ? 0 : (nodeMap.get(id) ?? 0));
    const option = (id: number | null) => (id === null ? null : (optionMap.get(id) ?? null));
    const optionOr0 = (id: number) => (id === 0 ? 0 : (optionMap.get(id) ?? 0));

    await insertChunked(
      nodeRows.map((n) => ({
        ...n,
        id: nodeMap.get(n.id)!,
        surveyId: row.id,
        parentId: node(n.parentId),
        joinId: nodeOr0(n.joinId),
        dependId: nodeOr0(n.dependId),
        loopId: node(n.loopId),
        deletedAt: null,
        trash: null,
      })),
      (chunk) => tx.insert(nodes).values(chunk),
    );
    await insertChunked(
      optionRows.map((o) => ({
        ...o,
        id: optionMap.get(o.id)!,
        surveyId: row.id,
        nodeId: nodeMap.get(o.nodeId)!,
        parentId: option(o.parentId),
        joinId: optionOr0(o.joinId),
        rootJoinId: optionOr0(o.rootJoinId),
      })),
      (chunk) => tx.insert(options).values(chunk),
    );
    await copySurveyRules(tx, source.id, row.id, nodeMap, optionMap, at);
    return row;
  });
  return toProjectBase(copy, ownerRights);
}
