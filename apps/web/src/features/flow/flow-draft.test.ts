import { flowApi } from '@cairn/contract';
import { QuestionType, type TreeChange } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { describe, expect, it } from 'vitest';
import { FlowDraft } from './flow-draft.ts';
import { branchOnEdit, updatePathEdit } from './flow-edits.ts';

const SWITCH: string = flowApi.branchSwitch.path;

const empty = (): TreeChange => ({
  nodes: { inserted: [], updated: [], deleted: [] },
  options: { inserted: [], updated: [], deleted: [] },
});

describe('FlowDraft', () => {
  it('keeps edits local until Save, then sends them in order with real ids and versions', async () => {
    const { tree, ids } = aSurvey()
      .withGroup()
      .withQuestion(QuestionType.SingleChoice)
      .withQuestion(QuestionType.OpenText)
      .build();
    const sent: { path: string; body: Record<string, unknown>; version: number }[] = [];
    let version = 7;
    const draft = new FlowDraft(
      {
        surveyId: 1,
        lang: 'en',
        send: async (endpoint, body, v) => {
          sent.push({ path: endpoint.path, body, version: v });
          const change = empty();
          if (endpoint.path === SWITCH) {
            const made = draft.queue.snapshot().tree;
            const paths = [...made.nodes.values()].filter((n) => n.model === 4);
            change.nodes.inserted = paths.map((n, i) => ({ ...n, id: 500 + i }));
          }
          version++;
          return { change, saved: { status: 0, relaunch: false, saveTime: 0, version } };
        },
        reload: async () => ({ tree, version }),
      },
      { tree, version },
    );
    const on = draft.edit(branchOnEdit(ids.Q2!));
    expect(on.ok).toBe(true);
    const pathId = on.ok && on.result?.ok ? on.result.change.nodes.inserted[0]!.id : 0;
    expect(pathId).toBeLessThan(0);
    draft.edit(updatePathEdit(pathId, { name: 'Fans' }));
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(draft.get().unsaved).toBe(2);

    const outcome = await draft.save();
    expect(outcome).toEqual({ failures: [], conflict: false });
    expect(sent.map((call) => [call.path, call.version])).toEqual([
      [SWITCH, 7],
      [flowApi.updatePath.path, 8],
    ]);
    expect(sent[1]!.body).toEqual({ id: 500, name: 'Fans' });
    expect(draft.get().unsaved).toBe(0);
  });

  it('reports what the server refused and shows the stored tree again', async () => {
    const { tree, ids } = aSurvey()
      .withGroup()
      .withQuestion(QuestionType.SingleChoice)
      .withQuestion(QuestionType.OpenText)
      .build();
    const draft = new FlowDraft(
      {
        surveyId: 1,
        lang: 'en',
        send: async () => {
          throw { code: 'A5211', message: 'no edit right' };
        },
        reload: async () => ({ tree, version: 1 }),
      },
      { tree, version: 1 },
    );
    draft.edit(branchOnEdit(ids.Q2!));
    expect(draft.get().snapshot.tree).not.toBe(tree);
    const outcome = await draft.save();
    expect(outcome.failures.map((failure) => failure.code)).toEqual(['A5211']);
    expect(draft.get().unsaved).toBe(0);
    expect(draft.get().snapshot.tree.children.get(null)).toEqual(tree.children.get(null));
  });
});
