import { z } from 'zod';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { readSetting } from '../question-types/answers.ts';
import { definitionOf } from '../question-types/registry.ts';
import { settingKeysOf } from '../question-types/setting-rules.ts';
import { settingSchemaOf } from '../question-types/type-schemas.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { fail, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/** The node fields an edit may change; codes go through `updateNodeCodes`, places through sort. */
export const ZNodePatch = z.object({
  title: z.string().max(20000).optional(),
  label: z.string().max(200).nullable().optional(),
  subType: z.number().int().optional(),
  attribute: z.number().int().min(0).max(2).optional(),
  locked: z.boolean().optional(),
  /** Merged into the node's setting, then checked against its type's setting schema. */
  setting: z.record(z.string(), z.unknown()).optional(),
});
export type NodePatch = z.infer<typeof ZNodePatch>;

/**
 * Edits a node: titles are sanitised rich text, settings must fit the question type: only the
 * keys its schema names, each value and the rules between them (A0400 names the key).
 */
export function updateNode(tree: DesignTree, input: { id: number; patch: NodePatch }): TreeResult {
  const draft = new TreeDraft(tree);
  const node = liveNode(draft, input.id);
  if (!node) return fail(notFound('nodes', input.id));
  const patch = ZNodePatch.safeParse(input.patch);
  if (!patch.success) return fail(...zodIssues(patch.error.issues, ['nodes', node.id]));
  const definition = definitionOf(node);
  const { setting, title, ...fields } = patch.data;
  if (fields.subType !== undefined && definition && !definition.subTypes.includes(fields.subType))
    return fail(
      issue('A0400', ['nodes', node.id, 'subType'], `subtype ${fields.subType} does not exist for this type`),
    );
  const next: NodeRecord = { ...node };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(next, { [key]: value });
  if (title !== undefined) next.title = sanitizeRichText(title);
  if (setting && definition) {
    // Only the keys the type's schema names: anything else would be stored and read by nothing.
    const known = settingKeysOf(settingSchemaOf(definition));
    const unknown = known ? Object.keys(setting).filter((key) => !known.has(key)) : [];
    if (unknown.length > 0)
      return fail(
        ...unknown.map((key) =>
          issue('A0400', ['nodes', node.id, 'setting', key], `${definition.key} has no setting "${key}"`),
        ),
      );
  }
  if (setting) {
    next.setting = { ...node.setting, ...setting };
    const parsed =
      definition &&
      settingSchemaOf(definition).safeParse({
        ...(definition.defaultSetting() as object),
        ...next.setting,
      });
    if (parsed && !parsed.success)
      return fail(
        ...parsed.error.issues.map((found) =>
          issue('A0400', ['nodes', node.id, 'setting', ...found.path.map(String)], found.message),
        ),
      );
  }
  draft.putNode(next);
  return draft.commit();
}

/** zod's complaints as A0400 issues under `path`. */
export function zodIssues(
  found: readonly { path: PropertyKey[]; message: string }[],
  path: (string | number)[],
) {
  return found.map((each) =>
    issue(
      'A0400',
      [...path, ...each.path.map((part) => (typeof part === 'number' ? part : String(part)))],
      each.message,
    ),
  );
}

/** A node's setting with its type's defaults filled in (what validators and renderers use). */
export function effectiveSetting(node: NodeRecord): Record<string, unknown> {
  const definition = definitionOf(node);
  return definition ? (readSetting(definition, node) as Record<string, unknown>) : node.setting;
}
