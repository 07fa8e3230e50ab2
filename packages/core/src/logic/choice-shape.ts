import { QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';

/** Whether a choice question answers one option (`{ optionId }`) or several (`{ optionIds }`). */
export function choiceShape(node: NodeRecord): 'single' | 'multiple' | null {
  switch (node.type) {
    case QuestionType.SingleChoice:
    case QuestionType.Dropdown:
      return 'single';
    case QuestionType.MultipleChoice:
    case QuestionType.ImageChoice:
      return 'multiple';
    case QuestionType.VoteChoice:
    case QuestionType.VoteImageChoice:
      return node.setting.is_multiple === true ? 'multiple' : 'single';
    default:
      return null;
  }
}
