import { describe, expect, it } from 'vitest';
import type { Frame } from '../types.ts';
import { completion, promptAnswers, promptCodes } from './fake-chat-server.ts';
import { ANSWERS, DRAFT_REPLY, FRAME, keywordModel, setup } from './llm-test-support.ts';

describe('createLlmCoder against a chat-completions server', () => {
  it('drafts a frame from the answers and codes them into it, in batches, with progress', async () => {
    const { coder, requests } = await setup(
      (request) =>
        request.user.includes('Build a code frame')
          ? { body: completion(`\`\`\`json\n${JSON.stringify(DRAFT_REPLY)}\n\`\`\``) }
          : keywordModel(request),
      { batchSize: 3 },
    );
    const draftProgress: number[][] = [];
    const draft = await coder.draftFrame(ANSWERS, {
      question: 'What could we do better?',
      onProgress: (done, total) => draftProgress.push([done, total]),
    });
    // The sample: distinct non-blank answers, numbered 1–6 in the prompt.
    expect(promptAnswers(requests[0]!.user)).toEqual([
      'Delivery was fast',
      'Delivery was late again',
      'Customer service never replied',
      'The price is too high',
      'Cheap and good',
      '送货很快',
    ]);
    expect(requests[0]!.user).toContain('Survey question: What could we do better?');
    expect(requests[0]!.body).toMatchObject({
      model: 'fake-model',
      response_format: { type: 'json_object' },
    });
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(draft.nodes.map((node) => [node.id, node.parentId, node.level, node.label])).toEqual([
      ['n1', null, 1, 'Delivery'],
      ['n1.1', 'n1', 2, 'Delivery fast'],
      ['n1.2', 'n1', 2, 'Delivery late'],
      ['n2', null, 1, 'Price'],
      ['n3', null, 1, 'Customer service'],
    ]);
    const byId = new Map(draft.nodes.map((node) => [node.id, node]));
    // Sample numbers map back to the answers' indices; 99 is not in the sample and is dropped.
    expect(byId.get('n1.1')?.exampleIndices).toEqual([0, 6]);
    // No example cited: the first sampled answers its keywords find.
    expect(byId.get('n1.2')?.exampleIndices).toEqual([1]);
    expect(byId.get('n2')?.exampleIndices).toEqual([4, 5]);
    // Support over all answers, duplicates included; a net counts its subnets' answers.
    expect(byId.get('n1.1')?.support).toBe(3);
    expect(byId.get('n1')?.support).toBe(4);
    expect(draftProgress).toEqual([
      [0, 8],
      [8, 8],
    ]);

    const frame: Frame = { nodes: draft.nodes };
    const codeProgress: number[][] = [];
    const coded = await coder.code(ANSWERS, frame, {
      onProgress: (done, total) => codeProgress.push([done, total]),
    });
    const codesOf = (index: number) => coded[index]!.codes.map((code) => code.codeId);
    expect(codesOf(0)).toEqual(['n1.1']);
    expect(codesOf(1)).toEqual(['n1.2']);
    expect(codesOf(2)).toEqual([]); // blank: not sent
    expect(codesOf(3)).toEqual(['n3']);
    expect(codesOf(4)).toEqual(['n2']);
    expect(codesOf(6)).toEqual(['n1.1']);
    expect(coded[0]!.codes[0]!.confidence).toBe(0.9);
    // Seven non-blank answers in batches of three; leaves only (n1 has subnets) in the prompt.
    const codeRequests = requests.slice(1);
    expect(codeRequests.map((request) => promptAnswers(request.user).length)).toEqual([3, 3, 1]);
    expect(promptCodes(codeRequests[0]!.user).map((code) => code.text.split(' — ')[0])).toEqual([
      'Delivery > Delivery fast',
      'Delivery > Delivery late',
      'Price',
      'Customer service',
    ]);
    expect(codeProgress).toEqual([
      [1, 8],
      [4, 8],
      [7, 8],
      [8, 8],
    ]);
  });

  it('drops ids that are not leaves of the frame, scores in percent and below minConfidence', async () => {
    const { coder } = await setup(() => ({
      body: completion(
        JSON.stringify({
          answers: {
            1: { c99: 0.99, 'd-fast': 0.99, c1: 85, c3: 0.05, c2: '0.4' },
            2: { c4: 1.0 },
            x: { c1: 1 },
          },
        }),
      ),
    }));
    const coded = await coder.code(['Delivery was fast', 'Service was slow'], FRAME, { minConfidence: 0.1 });
    expect(coded).toEqual([
      {
        index: 0,
        codes: [
          { codeId: 'd-fast', confidence: 0.85 },
          { codeId: 'd-slow', confidence: 0.4 },
        ],
      },
      { index: 1, codes: [{ codeId: 'service', confidence: 1 }] },
    ]);
  });

  it('reads a reply given as a list of objects as well as the map asked for', async () => {
    const { coder } = await setup(() => ({
      body: completion(
        JSON.stringify({
          answers: [
            {
              i: 1,
              codes: [
                { id: 'c99', confidence: 0.99 },
                { id: 'd-fast', confidence: 0.99 },
                { id: 'c1', confidence: 85 },
                { id: 'c3', confidence: 0.05 },
                { id: 'c2', confidence: '0.4' },
              ],
            },
            { i: 2, codes: [{ id: 'c4', confidence: 1.0 }] },
          ],
        }),
      ),
    }));
    const coded = await coder.code(['Delivery was fast', 'Service was slow'], FRAME, { minConfidence: 0.1 });
    expect(coded).toEqual([
      {
        index: 0,
        codes: [
          { codeId: 'd-fast', confidence: 0.85 },
          { codeId: 'd-slow', confidence: 0.4 },
        ],
      },
      { index: 1, codes: [{ codeId: 'service', confidence: 1 }] },
    ]);
  });

  it('asks once more, in a smaller batch, for answers missing from a reply, then leaves them uncoded', async () => {
    const { coder, requests } = await setup(
      (request) => {
        const answers = promptAnswers(request.user)
          .map((text, n) => ({ text, i: n + 1 }))
          .filter(({ text }) => !text.includes('skip'))
          .map(({ i }) => [i, { c1: 0.8 }]);
        return { body: completion(JSON.stringify({ answers: Object.fromEntries(answers) })) };
      },
      { batchSize: 4 },
    );
    const answers = ['a fast', 'b skip', 'c fast', 'd fast', 'e skip', 'f fast'];
    const coded = await coder.code(answers, FRAME);
    expect(requests.map((request) => promptAnswers(request.user))).toEqual([
      ['a fast', 'b skip', 'c fast', 'd fast'],
      ['e skip', 'f fast'],
      ['b skip', 'e skip'],
    ]);
    expect(coded.map((answer) => answer.codes.length)).toEqual([1, 0, 1, 1, 0, 1]);
  });

  it('splits a coding batch whose reply was cut at the output limit, and fails a cut draft at once', async () => {
    const { coder, requests } = await setup((request) => {
      if (request.user.includes('Build a code frame'))
        return { body: completion('{"nets":[{"label":"Deliv', { finishReason: 'length' }) };
      const count = promptAnswers(request.user).length;
      if (count > 2)
        return { body: completion('{"answers":[{"i":1,"codes":[]},{"i":2,', { finishReason: 'length' }) };
      return keywordModel(request);
    });
    const answers = ['fast a', 'late b', 'price c', 'fast d', 'late e'];
    const coded = await coder.code(answers, FRAME);
    expect(requests.map((request) => promptAnswers(request.user).length)).toEqual([5, 3, 2, 1, 2]);
    expect(coded.map((answer) => answer.codes.map((code) => code.codeId))).toEqual([
      ['d-fast'],
      ['d-slow'],
      ['price'],
      ['d-fast'],
      ['d-slow'],
    ]);
    await expect(coder.draftFrame(answers)).rejects.toMatchObject({ kind: 'truncated' });
    expect(requests).toHaveLength(6);
  });

  it('codes batches concurrently into the right answers', async () => {
    const { coder, requests } = await setup(keywordModel, { batchSize: 2, concurrency: 3 });
    const answers = Array.from({ length: 9 }, (_, n) => (n % 2 ? `late ${n}` : `price ${n}`));
    const coded = await coder.code(answers, FRAME);
    expect(requests).toHaveLength(5);
    expect(coded.map((answer) => answer.codes.map((code) => code.codeId))).toEqual(
      answers.map((text) => [text.startsWith('late') ? 'd-slow' : 'price']),
    );
  });
});
