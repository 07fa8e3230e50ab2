import { dependantsOf, familyOptions, mirrorsOf } from '../codes/link-family.ts';
import { OptionType } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { escapeAttributeValue } from '../rich-text/html-entities.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { propagateNewOption } from './link-options.ts';
import { newOptionRecord, nextCodeIn } from './new-records.ts';
import { questionForOptions } from './option-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/** Limits of an uploaded cascade: columns, options made, characters in one cell. */
export const MAX_CASCADE_LEVELS = 10;
export const MAX_CASCADE_OPTIONS = 5000;
export const MAX_CASCADE_TITLE_LENGTH = 200;

/** One level option being built: its plain title and the options under it, in first-seen order. */
interface LevelDraft {
  title: string;
  children: Map<string, LevelDraft>;
}

/**
 * Checks the paths (no empty path, no blank cell, within the limits) and merges them into levels:
 * rows sharing a prefix share its options, so ["广东","广州"] and ["广东","深圳"] make one 广东.
 */
function buildLevels(paths: readonly (readonly string[])[]): { root: LevelDraft; depth: number } | Issue[] {
  const root: LevelDraft = { title: '', children: new Map() };
  if (paths.length === 0) return [issue('A0400', ['paths'], 'give at least one row of options')];
  let count = 0;
  let depth = 0;
  for (const [row, path] of paths.entries()) {
    if (path.length === 0 || path.length > MAX_CASCADE_LEVELS)
      return [issue('A0400', ['paths', row], `a row holds 1 to ${MAX_CASCADE_LEVELS} levels`)];
    let level = root;
    for (const [column, raw] of path.entries()) {
      const title = raw.trim();
      if (title === '' || title.length > MAX_CASCADE_TITLE_LENGTH)
        return [
          issue(
            'A0400',
            ['paths', row, column],
            `a level title has 1 to ${MAX_CASCADE_TITLE_LENGTH} characters`,
          ),
        ];
      let next = level.children.get(title);
      if (!next) {
        next = { title, children: new Map() };
        level.children.set(title, next);
        if (++count > MAX_CASCADE_OPTIONS)
          return [issue('A0400', ['paths'], `a cascade holds at most ${MAX_CASCADE_OPTIONS} options`)];
      }
      level = next;
    }
    depth = Math.max(depth, path.length);
  }
  return { root, depth };
}

/**
 * Replaces a cascade question's options with the levels of `paths` (one path per row of the
 * upload template, top level first): the old options go with their mirrors in linked questions,
 * the new ones take the next codes of the question's linked family, parents point at nothing and
 * sub-levels at their parent (`parentId`), listed depth first. Titles are plain text, stored
 * escaped. The question's `level` setting becomes the depth of the deepest path, so respondents
 * are asked every uploaded level. All or nothing.
 */
export function replaceCascadeOptions(
  tree: DesignTree,
  input: { nodeId: number; paths: readonly (readonly string[])[] },
  ctx: OpContext,
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const { node, definition } = found;
  if (!definition.hasOptionLevels)
    return fail(issue('A0400', ['nodes', node.id], 'only cascade questions take option levels'));
  if (node.joinId !== 0)
    return fail(issue('A0400', ['nodes', node.id], 'a linked question takes its options from its source'));
  const built = buildLevels(input.paths);
  if (Array.isArray(built)) return fail(...built);

  removeAllOptions(draft, node.id);
  // After the removal only other family members hold codes; new ones go after theirs.
  let code = Number(nextCodeIn(familyOptions(draft, node.id, { type: OptionType.Option, isGroup: false })));
  const made: OptionRecord[] = [];
  const place = (level: LevelDraft, parentId: number | null) => {
    for (const child of level.children.values()) {
      const option = newOptionRecord({
        id: ctx.nextId('option'),
        surveyId: tree.surveyId,
        nodeId: node.id,
        parentId,
        code: String(code++),
        title: escapeAttributeValue(child.title),
      });
      draft.putOption(option);
      made.push(option);
      place(child, option.id);
    }
  };
  place(built.root, null);
  draft.setOptionIds(
    node.id,
    made.map((option) => option.id),
  );
  // Questions mirroring this one mirror its top level, as when options are added one by one.
  for (const option of made) if (option.parentId === null) propagateNewOption(draft, option, ctx);
  const current = draft.node(node.id) ?? node;
  if (current.setting.level !== built.depth)
    draft.putNode({ ...current, setting: { ...current.setting, level: built.depth } });
  return draft.commit();
}

/** Every option of the question, with the mirrors other questions hold of them. */
function removeAllOptions(draft: TreeDraft, nodeId: number): void {
  const doomed = new Map<number, OptionRecord>();
  // Looking for mirrors costs a scan per option: skip it when nothing links to the question.
  const isMirrored = dependantsOf(draft, nodeId).length > 0;
  for (const option of draft.optionsOfNode(nodeId)) {
    for (const gone of [option, ...(isMirrored ? mirrorsOf(draft, option) : [])]) doomed.set(gone.id, gone);
  }
  const owners = new Set([...doomed.values()].map((option) => option.nodeId));
  for (const owner of owners)
    draft.setOptionIds(
      owner,
      draft.optionIds(owner).filter((id) => !doomed.has(id)),
    );
  for (const id of doomed.keys()) draft.removeOption(id);
}
