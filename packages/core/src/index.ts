/**
 * @cairn/core: the survey domain, pure TypeScript with no I/O. See CONTEXT.md for the map.
 * Test helpers (builders, random operations) are imported from '@cairn/core/testing/...'.
 */

export {
  REPORT_KIND_BY_TYPE_KEY,
  type ReportColumn,
  type ReportDescription,
  type ReportKind,
  reportDescriptionOf,
} from './analysis/report-kind.ts';
export { type AutoCodeInput, autoCodeQuestions, ZAutoCodeInput } from './codes/auto-code.ts';
// Codes
export {
  cleanCodePrefix,
  isValidCodePrefix,
  isValidOptionCode,
  isValidOptionGroupCode,
  isValidQuestionCode,
} from './codes/code-format.ts';
export { renumberOptionCodes } from './codes/renumber-option-codes.ts';
export { type CodeUpdates, updateNodeCodes, ZCodeUpdates } from './codes/update-node-codes.ts';
export { updateOptionCodes } from './codes/update-option-codes.ts';
// Publishing: the document builder, the pre-publish diagnosis and the sensitive-word matcher
export * from './document/build-document.ts';
export * from './document/diagnose.ts';
export * from './document/diagnosis-types.ts';
export * from './document/image-refs.ts';
export { type MigrationResult, migrateDocument } from './document/migrations/migrate-document.ts';
// Survey document, logic, flow, survey settings and theme
export * from './document/schema.ts';
export * from './document/word-matcher.ts';
// Script expressions
export { type Expr, type ExpressionIssue, type ExpressionIssueKind, referencesOf } from './expression/ast.ts';
export { checkExpression, computeScriptValue } from './expression/compute-script.ts';
export { evaluateExpression, type ResolveReference } from './expression/evaluate.ts';
export { type ParseResult, parseExpression } from './expression/parse.ts';
export { type CheckRulesOptions, checkRules, MODEL_OF_TYPE } from './logic/check-rules.ts';
export * from './logic/engine.ts';
export * from './logic/operator-support.ts';
export {
  type RuleReferences,
  referencesOf as logicReferencesOf,
  rulesReferring,
} from './logic/references.ts';
export * from './logic/schema.ts';
export { type SimulatedResponse, simulateRespondent } from './logic/simulate-respondent.ts';
// Model: records, enums, settings, titles, limits, issues
export * from './model/enums.ts';
export { type Issue, type IssueCode, issue } from './model/issues.ts';
export type { Bilingual, Lang } from './model/lang.ts';
export * from './model/limits.ts';
export { type Node, type NodeRecord, type TrashInfo, ZNode, ZNodeRecord, ZTrashInfo } from './model/node.ts';
export { type OptionRecord, ZOptionRecord } from './model/option.ts';
export {
  MAX_SNAPSHOT_OPTIONS,
  type QuestionSnapshot,
  type SnapshotOption,
  ZQuestionSnapshot,
  ZSnapshotOption,
} from './model/question-snapshot.ts';
export * from './model/settings.ts';
export * from './model/settings-extra.ts';
export { defaultTitle, type TitleKind } from './model/titles.ts';
export { answerToNumbers, settingWithDefaults } from './question-types/answer-engine.ts';
export * from './question-types/answer-schemas.ts';
export {
  type AnswerResult,
  analysisColumns,
  answerToCells,
  answerUniqueCells,
  answerValidator,
  cellsConverter,
  cellsWriter,
  readSetting,
  validateAnswer,
} from './question-types/answers.ts';
export {
  type CellsAnswer,
  cellsAnswerReader,
  NOT_IMPORTABLE,
} from './question-types/answers-from-cells.ts';
// Question types: the registry and the answer entry points
export type {
  AnalysisColumn,
  AnswerContext,
  AnswerIssue,
  AnswerIssueCode,
  AnswerSpec,
  CellsRead,
  CellValue,
  CellWriter,
  ColumnKind,
  QuestionTypeDefinition,
} from './question-types/define.ts';
export {
  EVALUATE_TEMPLATES,
  type EvaluateTemplate,
  evaluateTemplateOptions,
} from './question-types/evaluate-templates.ts';
export {
  type AnyQuestionType,
  definitionOf,
  findQuestionType,
  findQuestionTypeByKey,
  isContainerNode,
  isQuestionNode,
  QUESTION_TYPES,
  takesCode,
} from './question-types/registry.ts';
/** The number an option stands for in data (report filters match single-choice cells by it). */
export { optionValue } from './question-types/shared.ts';
export { answerSchemaOf, settingSchemaOf, type TypeSchemas } from './question-types/type-schemas.ts';
export {
  fileKeyOfImageSrc,
  fileLinksToKeys,
  imageKeysOf,
  resolveFileImages,
} from './rich-text/file-images.ts';
// Rich text
export { sanitizeRichText } from './rich-text/sanitize-rich-text.ts';
export { toPlainText } from './rich-text/to-plain-text.ts';
export * from './survey/contrast.ts';
export * from './survey/flow.ts';
export * from './survey/frequency.ts';
export * from './survey/quota.ts';
export * from './survey/settings.ts';
export * from './survey/settings-resolve.ts';
export * from './survey/theme.ts';
export * from './survey/theme-presets.ts';
export { instantOfLocalTime, type LocalParts, localParts, offsetAt } from './survey/zoned-time.ts';
export { applyChange } from './tree/apply-change.ts';
export {
  branchConditionSources,
  type ConditionSource,
  checkBranchCondition,
} from './tree/branch-condition.ts';
export * from './tree/branch-condition-refs.ts';
export { addBranchPath, removeBranchPath, sortBranchPaths, updateBranchPath } from './tree/branch-paths.ts';
export { branchSettingOf, isBranchNode } from './tree/branch-split.ts';
export { type BranchOnInput, switchBranchOff, switchBranchOn } from './tree/branch-switch.ts';
export {
  MAX_CASCADE_LEVELS,
  MAX_CASCADE_OPTIONS,
  MAX_CASCADE_TITLE_LENGTH,
  replaceCascadeOptions,
} from './tree/cascade-levels.ts';
export { chainOperations, type TreeStep } from './tree/chain.ts';
// Tree: structure, operations, views
export type { OpContext, RecordChanges, TreeChange, TreeResult } from './tree/change.ts';
export { isEmptyChange } from './tree/change.ts';
export { checkTreeInvariants } from './tree/check-invariants.ts';
export { copyNode } from './tree/copy-after.ts';
export { countNewIds } from './tree/count-new-ids.ts';
export { deleteNode, deleteNodes } from './tree/delete-node.ts';
export {
  childIdsOf,
  createDesignTree,
  type DesignRecords,
  type DesignTree,
  emptyDesignTree,
  isLive,
  liveNodesInOrder,
  optionsOfNode,
  toRecords,
  trashedNodes,
} from './tree/design-tree.ts';
export { ensureFirstGroup } from './tree/ensure-first-group.ts';
export { type InsertInput, insertNode } from './tree/insert-after.ts';
export {
  type InsertSnapshotsInput,
  insertSnapshots,
  MAX_SNAPSHOTS_PER_INSERT,
} from './tree/insert-snapshots.ts';
export { linkQuestion, unlinkQuestion } from './tree/link-options.ts';
export { closeLoop, updateLoop } from './tree/loop-source.ts';
export { buildNestedTree, toNestedNodes } from './tree/nested.ts';
export { newNodeRecord, newOptionRecord } from './tree/new-records.ts';
export {
  editOption,
  type OptionSeed,
  removeQuestionOptions,
  type SaveOptionsInput,
  saveOptions,
  ZOptionSeed,
  ZSaveOptionsInput,
} from './tree/option-edits.ts';
export { addOptionGroup } from './tree/option-groups.ts';
export {
  type AddOptionsInput,
  addOptions,
  type OptionPatch,
  removeOptions,
  updateOption,
  ZOptionPatch,
} from './tree/options.ts';
export { type OrderInput, setOrderMode } from './tree/order-setting.ts';
export { canHoldChild } from './tree/placement.ts';
export { purgeTrash } from './tree/purge.ts';
export {
  defaultQuestionSnapshot,
  libraryDefinitionOf,
  snapshotOfQuestion,
} from './tree/question-snapshot.ts';
export { restoreNode, restoreNodes } from './tree/restore.ts';
export { isSameRecord } from './tree/same-record.ts';
export {
  buildSortPayload,
  moveNode,
  type SortNodesInput,
  sortNodes,
  updatePositions,
  ZSortNodesInput,
} from './tree/sort-nodes.ts';
export { type SortOptionsInput, sortOptions, ZSortOptionsInput } from './tree/sort-options.ts';
export { effectiveSetting, type NodePatch, updateNode, ZNodePatch } from './tree/update-node.ts';
