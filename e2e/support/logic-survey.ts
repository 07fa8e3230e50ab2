import { flowApi, nodesApi, optionsApi } from '@cairn/contract';
import { type Condition, type Node, Operator, type OperatorValue, QuestionType } from '@cairn/core';
import type { Page } from 'playwright-core';
import { choicesOf, type SurveyApi, surveyApi } from './survey-api.ts';

/**
 * A published survey that uses every family of logic the engine knows, built through the designer
 * API in English:
 *   page 1  DRIVE single (Yes / No / I don't work): "I don't work" screens out (jump).
 *           BRANDS multiple, shown only to drivers (display), at most two (validate).
 *           FAVOURITE single, carrying forward the brands chosen (option-in).
 *           MATTERS multiple: Safety pre-selected for drivers, Parking hidden from others
 *           (option display select / hide).
 *   page 2  a loop over the chosen brands: "How reliable is {{loop}}?" per brand (loop, piping);
 *           a branch: drivers get PARK, everyone else COMMUTE (flow paths).
 *   page 3  a group of three notes in random order (stable per respondent);
 *           NEXT single: "Skip" jumps over MORE to LAST, "Finish" jumps to the end.
 *   page 4  a 5-second countdown that moves on by itself.
 *   page 5  FINAL open text.
 */

export const DRIVE = ['Yes', 'No', "I don't work"];
export const BRANDS = ['Acme', 'Globex', 'Initech'];
export const MATTERS = ['Safety', 'Parking', 'Price'];
export const NEXT = ['Tell more', 'Skip', 'Finish'];
export const NOTES = ['Note A', 'Note B', 'Note C'];
export const COUNTDOWN_SECONDS = 5;
export const TOO_MANY = 'Pick at most two brands';

export interface LogicSurvey {
  code: string;
  nodes: Record<
    | 'drive'
    | 'brands'
    | 'favourite'
    | 'matters'
    | 'reliable'
    | 'park'
    | 'commute'
    | 'next'
    | 'more'
    | 'last'
    | 'final',
    Node
  >;
  notes: Node[];
}

const when = (
  nodeId: number,
  optionType: OperatorValue,
  extra: Partial<Omit<Condition['nodes'][number], 'nodeId' | 'optionType'>> = {},
) => ({
  relation: 'and' as const,
  nodes: [{ nodeId, optionType, ...extra }],
});
const { Checked: CHECKED, CheckedCount: CHECKED_COUNT, Gt: GT, All: ALL } = Operator;

/** Adds a question after `after` (or into `parentId`) and titles its three default options. */
async function question(
  api: SurveyApi,
  type: number,
  title: string,
  where: { afterId?: number; parentId?: number },
  options: string[] = [],
): Promise<Node> {
  const id = await api.add(type, { ...where, title });
  const existing = choicesOf(await api.node(id));
  for (const [i, option] of existing.entries())
    if (options[i]) await api.edit(optionsApi.title, { nodeId: id, id: option.id, title: options[i] });
  return api.node(id);
}

const optionId = (node: Node, title: string) => {
  const found = node.options.find((o) => o.title === title);
  if (!found) throw new Error(`${node.title} has no option ${title}`);
  return found.id;
};

export async function publishLogicSurvey(page: Page): Promise<LogicSurvey> {
  const api = await surveyApi(page, 'Commute survey', 'en');
  const { SingleChoice: S, MultipleChoice: M, OpenText: O } = QuestionType;
  const drive = await question(api, S, 'Do you drive to work?', {}, DRIVE);
  const brands = await question(api, M, 'Which car brands have you owned?', { afterId: drive.id }, BRANDS);
  const favourite = await question(api, S, 'Which of them do you like best?', { afterId: brands.id });
  // Linked to the brands: it shows their options (mirrors) instead of its own defaults.
  await api.edit(nodesApi.link, { id: favourite.id, sourceId: brands.id, force: true });
  const own = (await api.node(favourite.id)).options.filter((o) => !o.joinId).map((o) => o.id);
  if (own.length > 0) await api.edit(optionsApi.removeBatch, { nodeId: favourite.id, ids: own, force: true });
  const matters = await question(api, M, 'What matters to you?', { afterId: favourite.id }, MATTERS);
  const page2 = await api.add(QuestionType.PageBreak, { afterId: matters.id });
  const loop = await api.add(QuestionType.Loop, { afterId: page2 });
  await api.edit(nodesApi.updateLoop, { id: loop, sourceId: brands.id, mode: 0 });
  const reliable = await question(api, QuestionType.Rate, 'How reliable is {{loop}}?', { parentId: loop });
  const park = await question(api, O, 'Where do you park?', { afterId: loop });
  const page3 = await api.add(QuestionType.PageBreak, { afterId: park.id });
  const group = await api.add('group', { afterId: page3 });
  const notes: Node[] = [];
  for (const title of NOTES)
    notes.push(
      await question(api, O, title, notes.length ? { afterId: notes.at(-1)!.id } : { parentId: group }),
    );
  for (const note of notes) await api.update(note.id, { setting: { required: false } });
  await api.edit(flowApi.order, { id: group, order: 1 });
  const next = await question(api, S, 'What next?', { afterId: group }, NEXT);
  const more = await question(api, O, 'Tell us more', { afterId: next.id });
  const last = await question(api, O, 'One last thing on this page', { afterId: more.id });
  const page4 = await api.add(QuestionType.PageBreak, { afterId: last.id });
  const countdown = await api.add(QuestionType.Countdown, {
    afterId: page4,
    title: 'Take a moment: the last page follows.',
  });
  await api.update(countdown, { setting: { time: COUNTDOWN_SECONDS, auto_next: true } });
  const page5 = await api.add(QuestionType.PageBreak, { afterId: countdown });
  const final = await question(api, O, 'Final words', { afterId: page5 });

  // Paths: drivers park, everyone else commutes.
  const split = await api.edit(flowApi.branchSwitch, { on: true, fromId: park.id, toId: park.id });
  const [drivers, others] = split.change.nodes.inserted.filter((n) => n.model === 4).map((n) => n.id);
  await api.edit(flowApi.updatePath, {
    id: drivers!,
    name: 'Drivers',
    condition: when(drive.id, CHECKED, { optionIds: [optionId(drive, 'Yes')] }),
  });
  const commute = await question(api, O, 'How do you get to work?', { parentId: others! });

  await api.rule({
    type: 1,
    nodeId: drive.id,
    target: { kind: 'screen_out' },
    condition: when(drive.id, CHECKED, { optionIds: [optionId(drive, "I don't work")] }),
  });
  await api.rule({
    type: 2,
    nodeId: brands.id,
    action: 'show',
    condition: when(drive.id, CHECKED, { optionIds: [optionId(drive, 'Yes')] }),
  });
  await api.rule({
    type: 5,
    nodeId: brands.id,
    message: TOO_MANY,
    condition: when(brands.id, CHECKED_COUNT, { value: 2, compare: GT }),
  });
  await api.rule({
    type: 3,
    nodeId: favourite.id,
    sourceNodeId: brands.id,
    mode: 'checked',
    condition: when(brands.id, ALL),
  });
  await api.rule({
    type: 4,
    nodeId: matters.id,
    action: 'select',
    optionIds: [optionId(matters, 'Safety')],
    condition: when(drive.id, CHECKED, { optionIds: [optionId(drive, 'Yes')] }),
  });
  await api.rule({
    type: 4,
    nodeId: matters.id,
    action: 'hide',
    optionIds: [optionId(matters, 'Parking')],
    condition: when(drive.id, CHECKED, { optionIds: [optionId(drive, 'No')] }),
  });
  await api.rule({
    type: 1,
    nodeId: next.id,
    target: { kind: 'node', nodeId: last.id },
    condition: when(next.id, CHECKED, { optionIds: [optionId(next, 'Skip')] }),
  });
  await api.rule({
    type: 1,
    nodeId: next.id,
    target: { kind: 'end' },
    condition: when(next.id, CHECKED, { optionIds: [optionId(next, 'Finish')] }),
  });
  await api.settings({ lang: 'en', screenOutMessage: 'Thank you, this survey is for people who work.' });
  await api.launch();
  const fresh = async (node: Node) => api.node(node.id);
  return {
    code: api.code,
    nodes: {
      drive: await fresh(drive),
      brands: await fresh(brands),
      favourite: await fresh(favourite),
      matters: await fresh(matters),
      reliable,
      park,
      commute,
      next,
      more,
      last,
      final,
    },
    notes,
  };
}
