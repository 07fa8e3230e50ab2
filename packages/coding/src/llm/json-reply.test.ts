import { describe, expect, it } from 'vitest';
import { MalformedReply } from './errors.ts';
import { extractJson, parseReply, readCodedAnswers, ZDraftReply } from './json-reply.ts';

describe('extractJson', () => {
  it('reads plain JSON, fenced JSON, JSON after a think block and JSON inside prose', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('```\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('<think>{"no": true} first</think>{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('Here it is: {"a":{"b":[1]}} Hope that helps.')).toEqual({ a: { b: [1] } });
  });

  it('throws MalformedReply when there is no object', () => {
    expect(() => extractJson('I cannot do that')).toThrow(MalformedReply);
    expect(() => extractJson('{"a": [1, 2')).toThrow(MalformedReply);
  });
});

describe('ZDraftReply', () => {
  it('fills missing keywords, examples and subnets, and drops blank words and non-integer examples', () => {
    const reply = parseReply(
      '{"nets":[{"label":" Price ","keywords":["cheap"," ",3],"examples":[1,"2",1.5,"x"]},{"label":"Delivery","subnets":[{"label":"Fast"}]}]}',
      ZDraftReply,
    );
    expect(reply.nets[0]).toEqual({
      label: 'Price',
      keywords: ['cheap', '3'],
      examples: [1, 2],
      subnets: [],
    });
    expect(reply.nets[1]!.subnets).toEqual([{ label: 'Fast', keywords: [], examples: [] }]);
  });

  it('names the first problem of a reply that does not fit', () => {
    expect(() => parseReply('{"nets":[{"keywords":["x"]}]}', ZDraftReply)).toThrow(/nets\.0\.label/);
    expect(() => parseReply('{"codes":[]}', ZDraftReply)).toThrow(MalformedReply);
  });
});

describe('readCodedAnswers', () => {
  it('reads the map asked for and the list some models give, keyed by answer number', () => {
    expect([...readCodedAnswers('{"answers":{"1":{"c1":0.9},"2":{}}}')]).toEqual([
      [1, [{ id: 'c1', confidence: 0.9 }]],
      [2, []],
    ]);
    expect([...readCodedAnswers('{"answers":[{"i":"3","codes":[{"id":"c2","confidence":0.5}]}]}')]).toEqual([
      [3, [{ id: 'c2', confidence: 0.5 }]],
    ]);
  });

  it('leaves out unreadable items, and calls a reply with none readable malformed', () => {
    expect([...readCodedAnswers('{"answers":{"1":{"c1":0.9},"two":{"c1":1},"3":"c1"}}').keys()]).toEqual([1]);
    expect(readCodedAnswers('{"answers":{}}').size).toBe(0);
    expect(() => readCodedAnswers('{"answers":{"x":"c1"}}')).toThrow(MalformedReply);
    expect(() => readCodedAnswers('{"codes":{}}')).toThrow(MalformedReply);
  });
});
