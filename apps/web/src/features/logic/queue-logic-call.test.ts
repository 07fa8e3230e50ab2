import { type LogicEdited, logicApi, nodesApi } from '@cairn/contract';
import { QuestionType, toNestedNodes, ZLogicRule } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { describe, expect, it } from 'vitest';
import { updateNodeEdit } from '../design/design-edits.ts';
import { createDesignSession } from '../design/design-session.ts';
import type { EditFailure } from '../design/edit-queue.ts';
import { queueLogicCall } from './queue-logic-call.ts';

const built = aSurvey().withGroup('G').withQuestion(QuestionType.SingleChoice, { code: 'Q1' }).build();
const rule = ZLogicRule.parse({
  id: 1,
  type: 2,
  model: 1,
  nodeId: built.ids.Q1,
  action: 'show',
  condition: { nodes: [{ nodeId: built.ids.Q1, optionType: 1 }] },
});
const saved = (version: number) => ({ version, saveTime: 1, status: 0 as const, relaunch: false });

function session(send: (path: string, version: number) => Promise<number>) {
  return createDesignSession({
    surveyCode: 'abc',
    lang: 'zh',
    view: { nodes: toNestedNodes(built.tree), version: 5 },
    send: async (endpoint, _input, version) => ({
      change: {
        nodes: { inserted: [], updated: [], deleted: [] },
        options: { inserted: [], updated: [], deleted: [] },
      },
      saved: saved(await send(endpoint.path, version)),
    }),
    load: async () => ({ nodes: toNestedNodes(built.tree), version: 9 }),
  });
}

describe('queueLogicCall', () => {
  it('waits for earlier node edits, takes the version they leave, and hands its own on', async () => {
    const seen: string[] = [];
    const s = session(async (path, version) => {
      seen.push(`${path}@${version}`);
      return version + 1;
    });
    s.edit(updateNodeEdit(built.ids.Q1 as number, {}));
    const answer = await queueLogicCall(s, logicApi.save, async (version): Promise<LogicEdited> => {
      seen.push(`/logic/save@${version}`);
      return { rule, saved: saved(version + 1) };
    });
    expect(answer.rule).toEqual(rule);
    s.edit(updateNodeEdit(built.ids.Q1 as number, {}));
    await s.queue.settled();
    expect(seen).toEqual([`${nodesApi.update.path}@5`, '/logic/save@6', `${nodesApi.update.path}@7`]);
  });

  it('rejects with the refusal, and when a conflict empties the queue before it is sent', async () => {
    const s = session(async () => {
      throw { code: 'A0120', message: 'stale', data: { version: 9 } } satisfies EditFailure;
    });
    const refused = queueLogicCall(s, logicApi.save, async () => {
      throw { code: 'A0122', message: 'backward' };
    });
    await expect(refused).rejects.toMatchObject({ code: 'A0122' });
    s.edit(updateNodeEdit(built.ids.Q1 as number, {}));
    const dropped = queueLogicCall(s, logicApi.save, async () => ({ rule, saved: saved(1) }));
    await expect(dropped).rejects.toMatchObject({ code: 'A0120' });
  });
});
