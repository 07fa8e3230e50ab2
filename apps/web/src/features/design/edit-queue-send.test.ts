import { optionsApi } from '@cairn/contract';
import {
  applyChange,
  createDesignTree,
  type DesignTree,
  QuestionType,
  replaceCascadeOptions,
  type TreeResult,
  toRecords,
} from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { testContext, unwrap } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { updateNodeEdit } from './design-edits.ts';
import { type DesignEdit, DesignEditQueue, type EditAnswer } from './edit-queue.ts';

const nothing: TreeResult = { ok: false, issues: [] };

/**
 * An edit that sends itself (`DesignEdit.send`, the cascade upload): it waits its turn, gets the
 * current version, and the server-made change it answers is applied like any other answer.
 */
function setup() {
  const { tree: start, ids } = aSurvey().withQuestion(QuestionType.Cascade, { code: 'Q1' }).build();
  let stored: DesignTree = start;
  let version = 1;
  const sent: { path: string; version: number }[] = [];
  const waiting: (() => void)[] = [];
  const saved = () => ({ version, saveTime: 1, status: 0 as const, relaunch: false });
  /** The server side of an edit: runs it on the stored tree when answered. */
  const answerWith = (make: (tree: DesignTree) => EditAnswer['change']) =>
    new Promise<EditAnswer>((resolve) =>
      waiting.push(() => {
        const change = make(stored);
        stored = createDesignTree(stored.surveyId, applyChange(toRecords(stored), change));
        version++;
        resolve({ change, saved: saved() });
      }),
    );
  const queue = new DesignEditQueue(
    {
      surveyId: start.surveyId,
      lang: 'zh',
      now: () => '2026-01-01T00:00:00.000Z',
      send: (endpoint, input, v) => {
        sent.push({ path: endpoint.path, version: v });
        return answerWith(
          (tree) => unwrap(endpoint.edit.run?.(tree, input, testContext()) ?? nothing).change,
        );
      },
      reload: async () => ({ tree: stored, version }),
    },
    { tree: start, version },
  );
  const answer = async () => {
    (waiting.shift() as () => void)();
    await new Promise((r) => setImmediate(r));
  };
  return {
    queue,
    nodeId: ids.Q1 as number,
    sent,
    answer,
    get stored() {
      return stored;
    },
  };
}

describe('DesignEditQueue: an edit that sends itself', () => {
  it('waits for earlier edits, gets the current version and applies the server’s change', async () => {
    const s = setup();
    const rename = updateNodeEdit(s.nodeId, { title: 'Where?' });
    const versions: number[] = [];
    const upload: DesignEdit = {
      endpoint: optionsApi.cascadeUpload,
      input: { nodeId: s.nodeId },
      send: (body, version) => {
        versions.push(version);
        s.sent.push({ path: 'upload', version });
        const paths = [
          ['浙江', '杭州'],
          ['浙江', '宁波'],
        ];
        const change = unwrap(
          replaceCascadeOptions(
            s.stored,
            { nodeId: body.nodeId as number, paths },
            testContext({ startId: 500 }),
          ),
        ).change;
        return Promise.resolve({
          change,
          saved: { version: version + 1, saveTime: 1, status: 0, relaunch: false },
        });
      },
    };
    s.queue.enqueue(rename);
    s.queue.enqueue(upload);
    expect(versions).toEqual([]); // not before the rename is answered
    await s.answer();
    expect(versions).toEqual([2]);
    await new Promise((r) => setImmediate(r));
    const snapshot = s.queue.snapshot();
    expect(snapshot.version).toBe(3);
    expect(snapshot.pending).toBe(0);
    const titles = [...(snapshot.tree.optionsOf.get(s.nodeId) ?? [])].map(
      (id) => snapshot.tree.options.get(id)?.title,
    );
    expect(titles).toEqual(['浙江', '杭州', '宁波']);
    expect(snapshot.tree.nodes.get(s.nodeId)?.title).toBe('Where?');
  });

  it('reports a refusal of its own send like any refused edit', async () => {
    const s = setup();
    const events: string[] = [];
    s.queue.onEvent((event) => events.push(event.kind === 'refused' ? event.failure.code : event.kind));
    s.queue.enqueue({
      endpoint: optionsApi.cascadeUpload,
      input: { nodeId: s.nodeId },
      send: () => Promise.reject({ code: 'A0109', message: 'format' }),
    });
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['A0109']);
    expect(s.queue.snapshot()).toMatchObject({ version: 1, pending: 0 });
  });

  it('marks a refusal the API client already toasted, so the designer does not toast it again', async () => {
    const s = setup();
    const failures: unknown[] = [];
    s.queue.onEvent((event) => event.kind === 'refused' && failures.push(event.failure));
    s.queue.enqueue({
      endpoint: optionsApi.cascadeUpload,
      input: { nodeId: s.nodeId },
      send: () => Promise.reject(new ApiError('A0108', 'The file is empty', 'toast', true, 400, undefined)),
    });
    await new Promise((r) => setImmediate(r));
    expect(failures).toEqual([{ code: 'A0108', message: 'The file is empty', data: undefined, shown: true }]);
  });
});
