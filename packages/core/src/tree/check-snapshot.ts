import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { QuestionSnapshot } from '../model/question-snapshot.ts';
import type { AnyQuestionType } from '../question-types/registry.ts';
import { settingSchemaOf } from '../question-types/type-schemas.ts';
import { libraryDefinitionOf } from './question-snapshot.ts';
import { zodIssues } from './update-node.ts';

/** A snapshot that can become a question: its type's definition and its complete setting. */
export interface CheckedSnapshot {
  snapshot: QuestionSnapshot;
  definition: AnyQuestionType;
  setting: Record<string, unknown>;
}

/** Option refs unique, every parent present, and no option its own ancestor (a loop would hang walks). */
function checkOptionRefs(snapshot: QuestionSnapshot, path: (string | number)[]): Issue[] {
  const parents = new Map<number, number | null>();
  for (const option of snapshot.options) {
    if (parents.has(option.ref))
      return [issue('A0400', [...path, 'options'], `option ref ${option.ref} twice`)];
    parents.set(option.ref, option.parentRef);
  }
  for (const option of snapshot.options) {
    let parent = option.parentRef;
    for (let steps = 0; parent !== null; steps++) {
      if (!parents.has(parent) || steps > parents.size)
        return [
          issue('A0400', [...path, 'options'], `option ${option.ref} has a missing or circular parent`),
        ];
      parent = parents.get(parent) ?? null;
    }
  }
  return [];
}

/**
 * Whether a snapshot still fits today's question types: the type exists and is a question that
 * holds no nodes, the subtype is one of the type's, and the setting, with the type's current
 * defaults filled in for keys added since it was saved, passes the type's schema.
 */
export function checkSnapshot(
  snapshot: QuestionSnapshot,
  path: (string | number)[],
): { ok: true; checked: CheckedSnapshot } | { ok: false; issues: Issue[] } {
  const definition = libraryDefinitionOf({ model: NodeModel.Question, type: snapshot.type });
  if (!definition)
    return {
      ok: false,
      issues: [issue('A0400', [...path, 'type'], `type ${snapshot.type} is not a question`)],
    };
  if (!definition.subTypes.includes(snapshot.subType))
    return {
      ok: false,
      issues: [
        issue('A0400', [...path, 'subType'], `subtype ${snapshot.subType} does not exist for this type`),
      ],
    };
  const setting = { ...(definition.defaultSetting() as object), ...snapshot.setting };
  const parsed = settingSchemaOf(definition).safeParse(setting);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error.issues, [...path, 'setting']) };
  const refIssues = checkOptionRefs(snapshot, path);
  if (refIssues.length > 0) return { ok: false, issues: refIssues };
  return { ok: true, checked: { snapshot, definition, setting } };
}
