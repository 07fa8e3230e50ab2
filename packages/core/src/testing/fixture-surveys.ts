import type { SurveyDocument } from '../document/schema.ts';
import { Operator } from '../logic/schema.ts';
import { QuestionType } from '../model/enums.ts';
import { SequenceMode } from '../survey/flow.ts';
import { aDocument, when } from './document-builder.ts';

/**
 * The shared example surveys behind `fixtures/surveys/*.json` (unit, API and browser tests read
 * the JSON; this file is how it is made). Regenerate after changing them:
 *   npx tsx scripts/write-survey-fixtures.ts
 * A unit test keeps the JSON and these builders in step.
 */

/** Screening with screen-out, carry forward with "other" text, an NPS follow-up, a validate rule. */
function customerFeedback(): SurveyDocument {
  const b = aDocument()
    .question(QuestionType.SingleChoice, {
      code: 'Q1',
      title: 'Have you shopped with us this year?',
      options: ['Yes', 'No'],
    })
    .page()
    .question(QuestionType.MultipleChoice, {
      code: 'Q2',
      title: 'Which departments did you visit?',
      options: ['Grocery', 'Clothing', 'Electronics', 'Other'],
      other: [3],
      setting: { order: SequenceMode.Random, fixed_ids: [] },
    })
    .question(QuestionType.SingleChoice, {
      code: 'Q3',
      title: 'Which one did you like best?',
      mirrorOf: 'Q2',
    })
    .page()
    .question(QuestionType.Nps, { code: 'Q4', title: 'How likely are you to recommend us?' })
    .question(QuestionType.OpenText, {
      code: 'Q5',
      title: 'What should we improve?',
      setting: { required: false },
    });
  const [q1, q2, q3, q4, q5] = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'].map((code) => b.id(code)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return b
    .rule({
      type: 1,
      nodeId: q1,
      target: { kind: 'screen_out' },
      condition: when(q1, Operator.Checked, { optionIds: [b.optionId('Q1', 1)] }),
    })
    .rule({
      type: 3,
      nodeId: q3,
      sourceNodeId: q2,
      mode: 'checked_text',
      optionIds: [],
      operator: null,
      value: null,
      value2: null,
      condition: when(q2, Operator.All),
    })
    .rule({ type: 2, nodeId: q5, action: 'show', condition: when(q4, Operator.Lte, { value: 6 }) })
    .rule({
      type: 5,
      nodeId: q2,
      message: 'Please pick at most three departments',
      condition: when(q2, Operator.CheckedCount, { value: 3, compare: Operator.Gt }),
    })
    .withSettings({
      allowBack: true,
      showProgress: true,
      screenOutMessage: 'Thank you, this survey is for recent shoppers.',
    })
    .build();
}

/** A loop over chosen brands with piping, a branch split by age, a shuffled block and a script. */
function brandTracker(): SurveyDocument {
  const b = aDocument()
    .question(QuestionType.SingleChoice, {
      code: 'AGE',
      title: 'Your age',
      options: ['Under 30', '30 to 49', '50 or over'],
    })
    .question(QuestionType.MultipleChoice, {
      code: 'BRANDS',
      title: 'Which brands do you know?',
      options: ['Acme', 'Globex', 'Initech'],
    })
    .loop('BRANDS')
    .question(QuestionType.Rate, { code: 'SCORE', title: 'Rate {{loop}}', options: ['Overall'] })
    .end()
    .group('Habits', { order: SequenceMode.Random, fixed_ids: [] })
    .question(QuestionType.Nps, { code: 'H1', title: 'How often do you shop online? (0-10)' })
    .question(QuestionType.Nps, { code: 'H2', title: 'How often do you shop in store? (0-10)' })
    .end();
  const age = b.id('AGE');
  b.branch(1, when(age, Operator.Checked, { optionIds: [b.optionId('AGE', 0)] }), 'Young')
    .question(QuestionType.OpenText, { code: 'Y1', title: 'Which app do you use most?' })
    .end()
    .branch(1, null, 'Others')
    .question(QuestionType.OpenText, { code: 'O1', title: 'Which newspaper do you read?' })
    .end()
    .question(QuestionType.Script, { code: 'MIX', setting: { expression: 'H1 - H2', precision: 0 } })
    .question(QuestionType.Text, { code: 'END', title: 'Thank you!' });
  return b.build();
}

export const FIXTURE_SURVEYS: Record<string, () => SurveyDocument> = {
  'customer-feedback': customerFeedback,
  'brand-tracker': brandTracker,
};
