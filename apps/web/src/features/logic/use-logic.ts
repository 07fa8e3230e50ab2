import { type LogicRuleDraft, logicApi } from '@cairn/contract';
import type { LogicRule } from '@cairn/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { create } from 'zustand';
import { fetchLogic, removeLogic, saveLogic } from '../../api/endpoints/logic.ts';
import type { DesignSession } from '../design/design-session.ts';
import { queueLogicCall } from './queue-logic-call.ts';
import { type LogicChange, pushChange, renameRule, undoCallOf } from './undo-stack.ts';

export const logicKey = (surveyCode: string) => ['logic', surveyCode] as const;

/** The survey's rules (GET logic), shared by the panel and the canvas badges. */
export function useLogicRules(surveyCode: string) {
  return useQuery({ queryKey: logicKey(surveyCode), queryFn: () => fetchLogic(surveyCode) });
}

const countsOf = new WeakMap<readonly LogicRule[], ReadonlyMap<number, number>>();

/** How many rules sit under each question, counted once per list of rules. */
function ruleCounts(rules: readonly LogicRule[]): ReadonlyMap<number, number> {
  let counts = countsOf.get(rules);
  if (!counts) {
    const made = new Map<number, number>();
    for (const rule of rules) made.set(rule.nodeId, (made.get(rule.nodeId) ?? 0) + 1);
    countsOf.set(rules, made);
    counts = made;
  }
  return counts;
}

/**
 * How many rules sit under one question. Each canvas badge selects its own number, so when the
 * rules arrive (after the canvas is shown) or change, only badges whose number changed re-render.
 */
export function useLogicCount(surveyCode: string, nodeId: number): number {
  const { data } = useQuery({
    queryKey: logicKey(surveyCode),
    queryFn: () => fetchLogic(surveyCode),
    select: (rules: LogicRule[]) => ruleCounts(rules).get(nodeId) ?? 0,
  });
  return data ?? 0;
}

/** The undo stacks, by survey: the last logic changes made on this screen. */
export const useLogicUndo = create<{
  stacks: Record<string, LogicChange[]>;
  set: (surveyCode: string, stack: LogicChange[]) => void;
}>((set) => ({
  stacks: {},
  set: (surveyCode, stack) => set((s) => ({ stacks: { ...s.stacks, [surveyCode]: stack } })),
}));

function putRule(client: QueryClient, surveyCode: string, rule: LogicRule): void {
  client.setQueryData<LogicRule[]>(logicKey(surveyCode), (rules = []) =>
    rules.some((r) => r.id === rule.id) ? rules.map((r) => (r.id === rule.id ? rule : r)) : [...rules, rule],
  );
}

function dropRule(client: QueryClient, surveyCode: string, id: number): void {
  client.setQueryData<LogicRule[]>(logicKey(surveyCode), (rules = []) => rules.filter((r) => r.id !== id));
}

const draftOf = ({ id: _id, ...rule }: LogicRule): LogicRuleDraft => rule;

/** Save, remove and undo, each as a queued design edit that keeps the list and the undo stack current. */
export function useLogicActions(session: DesignSession) {
  const client = useQueryClient();
  const code = session.surveyCode;
  return useMemo(() => {
    const stack = () => useLogicUndo.getState().stacks[code] ?? [];
    const record = (change: LogicChange) => useLogicUndo.getState().set(code, pushChange(stack(), change));
    const save = (id: number | undefined, rule: LogicRuleDraft) =>
      queueLogicCall(session, logicApi.save, (version) => saveLogic(code, { id, rule }, version));
    const remove = (id: number) =>
      queueLogicCall(session, logicApi.remove, (version) => removeLogic(code, id, version));
    return {
      async save(before: LogicRule | null, rule: LogicRuleDraft): Promise<LogicRule> {
        const answer = await save(before?.id, rule);
        putRule(client, code, answer.rule);
        record({ before, after: answer.rule });
        return answer.rule;
      },
      async remove(rule: LogicRule): Promise<void> {
        await remove(rule.id);
        dropRule(client, code, rule.id);
        record({ before: rule, after: null });
      },
      /** Takes back the newest change; false when there is none. */
      async undo(): Promise<boolean> {
        const changes = stack();
        const last = changes[changes.length - 1];
        if (!last) return false;
        const call = undoCallOf(last);
        let rest = changes.slice(0, -1);
        try {
          if (call?.kind === 'remove') {
            await remove(call.id);
            dropRule(client, code, call.id);
          } else if (call) {
            const answer = await save(call.id, draftOf(call.rule));
            putRule(client, code, answer.rule);
            if (call.id === undefined) rest = renameRule(rest, call.rule.id, answer.rule);
          }
        } catch (error) {
          // The rule is gone (a forced delete took it): this change cannot be taken back any more.
          if ((error as { code?: unknown }).code === 'A0404') useLogicUndo.getState().set(code, rest);
          throw error;
        }
        useLogicUndo.getState().set(code, rest);
        return true;
      },
      /** After a forced delete: the server deleted rules; read them again. */
      refresh: () => client.invalidateQueries({ queryKey: logicKey(code) }),
    };
  }, [client, code, session]);
}
