import {
  fullPath,
  type LinkedLogic,
  logicApi,
  nodesApi,
  optionsApi,
  projectsApi,
  trashApi,
} from '@cairn/contract';
import { type LogicRule, Operator, QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logicRules, surveys } from '../src/db/schema/index.ts';
import {
  type AnyCall,
  codesOf,
  type DesignSession,
  designSession,
  type EditCall,
  flatten,
  newSurvey,
} from './support/design.ts';
import { optionsOf } from './support/options.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'logan', 'logan-pass-1'));
});
afterAll(() => t.close());

const versionOf = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!.editVersion;

interface Survey {
  s: DesignSession;
  /** Q1 single, Q2 multiple, Q3 open, Q4 single, in this order. */
  q: number[];
  /** Option ids of type 1 by question index. */
  o: number[][];
}

async function survey(tokenOf = token): Promise<Survey> {
  const s = await designSession(t, tokenOf, await newSurvey(t, tokenOf));
  const types = [
    QuestionType.SingleChoice,
    QuestionType.MultipleChoice,
    QuestionType.OpenText,
    QuestionType.SingleChoice,
  ];
  const q: number[] = [];
  for (const type of types) q.push(await s.add(type, q.length ? { afterId: q[q.length - 1]! } : {}));
  const o = await Promise.all(
    q.map(async (id) => (await optionsOf(s, id)).filter((x) => x.type === 1).map((x) => x.id)),
  );
  return { s, q, o };
}

async function save(
  s: DesignSession,
  rule: Record<string, unknown>,
  id?: number,
  version: number | null = s.version,
) {
  const res = await t.api(logicApi.save, { surveyCode: s.code, rule, ...(id ? { id } : {}) } as never, {
    token: s.token,
    ...(version === null ? {} : { version }),
  });
  if (res.body.code === '00000') s.version = res.body.data.saved.version;
  return res.body;
}

async function list(s: DesignSession, tokenOf = s.token) {
  return (await t.api(logicApi.list, { surveyCode: s.code }, { token: tokenOf })).body;
}

const includes = (nodeId: number, optionIds: number[]) => ({
  relation: 'and',
  nodes: [{ nodeId, optionType: Operator.Includes, optionIds }],
});

/** One rule of each type on the survey, all valid. */
function rulesOf({ q, o }: Survey): Record<string, unknown>[] {
  return [
    {
      type: 1,
      nodeId: q[0],
      condition: includes(q[0]!, [o[0]![0]!]),
      target: { kind: 'node', nodeId: q[3] },
    },
    { type: 2, nodeId: q[2], action: 'hide', condition: includes(q[1]!, [o[1]![1]!]) },
    {
      type: 3,
      nodeId: q[3],
      condition: { nodes: [{ nodeId: q[3], optionType: Operator.All }] },
      sourceNodeId: q[1],
      mode: 'checked',
    },
    { type: 4, nodeId: q[3], action: 'hide', optionIds: [o[3]![0]], condition: includes(q[0]!, [o[0]![2]!]) },
    {
      type: 5,
      nodeId: q[2],
      message: 'Say more',
      condition: { nodes: [{ nodeId: q[2], optionType: Operator.NotAnswered }] },
    },
  ];
}

describe('logic save, list, remove', () => {
  it('saves one rule of each type, lists them, replaces and removes one, raising the version each time', async () => {
    const sv = await survey();
    const { s } = sv;
    expect((await list(s)).data).toEqual([]);
    const saved: LogicRule[] = [];
    for (const rule of rulesOf(sv)) {
      const before = s.version;
      const res = await save(s, rule);
      expect(res.code, JSON.stringify(res)).toBe('00000');
      expect(res.data.saved.version).toBe(before + 1);
      saved.push(res.data.rule);
    }
    expect(saved.map((r) => [r.type, r.model])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 3],
    ]);
    const listed = await list(s);
    expect(listed.data).toEqual(saved);
    expect(await versionOf(s.code)).toBe(s.version);

    const replaced = await save(s, { ...rulesOf(sv)[1], action: 'show' }, saved[1]!.id);
    expect(replaced.data.rule).toMatchObject({ id: saved[1]!.id, action: 'show' });
    const removed = await s.edit(logicApi.remove, { id: saved[0]!.id });
    expect(removed.code).toBe('00000');
    expect((await list(s)).data.map((r) => r.id)).toEqual(saved.slice(1).map((r) => r.id));
    expect((await s.edit(logicApi.remove, { id: saved[0]!.id })).code).toBe('A0404');
    expect((await save(s, rulesOf(sv)[1]!, 999999)).code).toBe('A0404');
  });

  it('refuses a stale x-node-v with A0120 and changes nothing', async () => {
    const sv = await survey();
    const stale = sv.s.version - 1;
    const res = await save(sv.s, rulesOf(sv)[0]!, undefined, stale);
    expect(res.code).toBe('A0120');
    expect((await list(sv.s)).data).toEqual([]);
    expect(await versionOf(sv.s.code)).toBe(sv.s.version);
  });

  it('refuses backward jumps, conditions on later questions, cycles and foreign options, changing nothing', async () => {
    const sv = await survey();
    const { s, q, o } = sv;
    const version = s.version;
    const back = await save(s, {
      type: 1,
      nodeId: q[2],
      condition: includes(q[0]!, [o[0]![0]!]),
      target: { kind: 'node', nodeId: q[1] },
    });
    expect(back.code).toBe('A0122');
    expect((back.data as unknown as { issues: unknown[] }).issues).toHaveLength(1);
    const later = await save(s, {
      type: 2,
      nodeId: q[0],
      action: 'show',
      condition: includes(q[3]!, [o[3]![0]!]),
    });
    expect(later.code).toBe('A0121');
    const foreign = await save(s, {
      type: 2,
      nodeId: q[2],
      action: 'show',
      condition: includes(q[0]!, [o[1]![0]!]),
    });
    expect(foreign.code).toBe('A0404');
    const wrongOperator = await save(s, {
      type: 2,
      nodeId: q[2],
      action: 'show',
      condition: { nodes: [{ nodeId: q[0], optionType: Operator.Gt, value: 3 }] },
    });
    expect(wrongOperator.code).toBe('A0400');
    expect(s.version).toBe(version);
    expect(await versionOf(s.code)).toBe(version);

    expect(
      (await save(s, { type: 2, nodeId: q[3], action: 'show', condition: includes(q[1]!, [o[1]![0]!]) }))
        .code,
    ).toBe('00000');
    const circle = await save(s, {
      type: 2,
      nodeId: q[1],
      action: 'show',
      condition: includes(q[3]!, [o[3]![0]!]),
    });
    expect(circle.code).toBe('A0123');
    expect((await list(s)).data).toHaveLength(1);
  });

  it('marks a published survey edited (relaunch)', async () => {
    const sv = await survey();
    await t.database.db
      .update(surveys)
      .set({ status: 1, relaunch: false })
      .where(eq(surveys.code, sv.s.code));
    const res = await save(sv.s, rulesOf(sv)[1]!);
    expect(res.data.saved).toMatchObject({ status: 1, relaunch: true });
  });
});

describe('the 00001 rule', () => {
  async function withRules() {
    const sv = await survey();
    for (const rule of rulesOf(sv)) expect((await save(sv.s, rule)).code).toBe('00000');
    return sv;
  }

  async function expectRefused<E extends EditCall>(
    sv: Survey,
    endpoint: E,
    input: Record<string, unknown>,
    ruleCount: number,
  ) {
    const before = { tree: await sv.s.tree(), rules: (await list(sv.s)).data, version: sv.s.version };
    const res = await sv.s.edit(endpoint, input as never);
    expect(res.code).toBe('00001');
    expect((res.data as unknown as LinkedLogic).rules).toHaveLength(ruleCount);
    expect(await sv.s.tree()).toEqual(before.tree);
    expect((await list(sv.s)).data).toEqual(before.rules);
    expect(await versionOf(sv.s.code)).toBe(before.version);
    const forced = await sv.s.edit(endpoint, { ...input, force: true } as never);
    expect(forced.code).toBe('00000');
    const left = (await list(sv.s)).data;
    expect(left).toHaveLength(before.rules.length - ruleCount);
    return left;
  }

  it('guards deleting a question (remove/{id}) and the trash does not bring its rules back', async () => {
    const sv = await withRules();
    // Q1 has a jump and is named by the option-display condition.
    await expectRefused(sv, nodesApi.remove, { id: sv.q[0] }, 2);
    const restored = await sv.s.edit(trashApi.recover, { ids: [sv.q[0]!] });
    expect(restored.code).toBe('00000');
    expect((await list(sv.s)).data).toHaveLength(3);
    expect(flatten(await sv.s.tree()).some((n) => n.id === sv.q[0])).toBe(true);
  });

  it('guards nodes/remove/batch', async () => {
    const sv = await withRules();
    await expectRefused(sv, nodesApi.removeBatch, { ids: [sv.q[1], sv.q[2]] }, 3);
  });

  it('guards removing an option, one or in a batch, and leaves unrelated deletes alone', async () => {
    const sv = await withRules();
    const { q, o } = sv;
    await expectRefused(sv, optionsApi.remove, { id: o[0]![0], nodeId: q[0] }, 1);
    await expectRefused(sv, optionsApi.removeBatch, { nodeId: q[3], ids: [o[3]![0]] }, 1);
    const free = await sv.s.edit(optionsApi.remove, { id: o[0]![1]!, nodeId: q[0]! });
    expect(free.code).toBe('00000');
  });

  it('guards re-linking a question, which drops the mirrors of its old source', async () => {
    const sv = await withRules();
    expect((await sv.s.edit(nodesApi.link, { id: sv.q[3]!, sourceId: sv.q[0]! })).code).toBe('00000');
    const mirror = (await optionsOf(sv.s, sv.q[3]!)).find((x) => x.joinId !== 0)!;
    const rule = {
      type: 4,
      nodeId: sv.q[3],
      action: 'show',
      optionIds: [mirror.id],
      condition: includes(sv.q[1]!, [sv.o[1]![0]!]),
    };
    expect((await save(sv.s, rule)).code).toBe('00000');
    await expectRefused(sv, nodesApi.link, { id: sv.q[3], sourceId: sv.q[1] }, 1);
  });
});

describe('the OpenAPI document', () => {
  it('declares the logic calls with their query and bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(doc.paths[fullPath(logicApi.list)]?.get?.parameters).toHaveLength(1);
    expect(doc.paths[fullPath(logicApi.save)]?.post?.requestBody).toBeDefined();
    expect(doc.paths[fullPath(logicApi.remove)]?.post?.requestBody).toBeDefined();
  });
});

describe('rights and copies', () => {
  it('refuses another user: A0403 on the list, A5211 on edits, nothing changes', async () => {
    const sv = await survey();
    const [first] = rulesOf(sv);
    const made = await save(sv.s, first!);
    const stranger = await registerAndLogin(t, 'logic_stranger', 'stranger-pass-1');
    const version = await versionOf(sv.s.code);
    expect((await list(sv.s, stranger.token)).code).toBe('A0403');
    const attempts: AnyCall[] = [
      [logicApi.save, { rule: first }],
      [logicApi.save, { rule: first, id: made.data.rule.id }],
      [logicApi.remove, { id: made.data.rule.id }],
    ];
    const codes = await codesOf(t, attempts, { token: stranger.token, surveyCode: sv.s.code, version });
    expect(codes).toEqual(attempts.map(([endpoint]) => [endpoint.path, 'A5211']));
    expect((await list(sv.s)).data).toEqual([made.data.rule]);
    expect(await versionOf(sv.s.code)).toBe(version);
  });

  it('copies rules with a project copy, pointing at the copy’s questions and options', async () => {
    const sv = await survey();
    for (const rule of rulesOf(sv)) await save(sv.s, rule);
    const copy = await t.api(projectsApi.copy, { code: sv.s.code }, { token });
    expect(copy.body.code).toBe('00000');
    const c = await designSession(t, token, copy.body.data.code);
    const copied = (await list(c)).data;
    expect(copied.map((r) => r.type)).toEqual([1, 2, 3, 4, 5]);
    const ids = new Set(flatten(await c.tree()).map((n) => n.id));
    for (const rule of copied) {
      expect(ids.has(rule.nodeId)).toBe(true);
      for (const item of rule.condition.nodes) expect(ids.has(item.nodeId)).toBe(true);
    }
    const [jump] = copied;
    expect(jump?.type === 1 && jump.target.kind === 'node' && ids.has(jump.target.nodeId)).toBe(true);
    const sourceRows = await t.database.db.select().from(logicRules).where(eq(logicRules.nodeId, sv.q[0]!));
    expect(sourceRows).toHaveLength(1); // the source keeps its own jump
  });
});
