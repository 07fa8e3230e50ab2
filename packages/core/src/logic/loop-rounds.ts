import { LoopMode } from '../model/enums.ts';
import { toPlainText } from '../rich-text/to-plain-text.ts';
import { readLoopSetting } from '../survey/flow-settings.ts';
import type { AnswerFacts } from './answer-facts.ts';
import { type CompiledNode, type CompiledSurvey, choicesOfNode } from './compile.ts';
import type { LoopRound } from './view.ts';

/**
 * The rounds of a loop: one per option of its source question (`loopId`) that the respondent
 * chose (mode Checked) or every option (mode All), narrowed to `option_ids` when set, in the
 * source's option order. A loop without a source, or whose source went unanswered in Checked
 * mode, has no rounds and is skipped.
 */
export function loopRounds(
  compiled: CompiledSurvey,
  loop: CompiledNode,
  factsOf: (nodeId: number) => AnswerFacts,
): LoopRound[] {
  const sourceId = loop.node.loopId;
  const source = sourceId === null ? undefined : compiled.nodes.get(sourceId);
  if (!source || sourceId === null) return [];
  const { mode, option_ids } = readLoopSetting(loop.node.setting);
  const only = new Set(option_ids);
  const facts = factsOf(sourceId);
  return choicesOfNode(source)
    .filter((option) => only.size === 0 || only.has(option.id))
    .filter((option) => mode === LoopMode.All || facts.checkedSet.has(option.id))
    .map((option) => ({
      loopId: loop.node.id,
      optionId: option.id,
      text: facts.otherTexts.get(option.id)?.trim() || toPlainText(option.title),
    }));
}
