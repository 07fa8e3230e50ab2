import type { AnswerIssue, Lang, Node, QuestionTypeDefinition } from '@cairn/core';
import type { ComponentType } from 'react';

/** 'design': the designer canvas (no timers, no device prompts, structural nodes shown). */
export type Mode = 'respond' | 'design';

export type OptionRecord = Node['options'][number];

/**
 * What every renderer takes. Renderers are controlled: `value` is exactly the type's answer shape
 * from core (or null/undefined when unanswered) and `onChange` hands back the next one, so the
 * respondent app can pass it straight to core's `validateAnswer`.
 */
export interface QuestionProps<A> {
  node: Node;
  value: A | null | undefined;
  onChange: (value: A | null) => void;
  disabled?: boolean;
  lang: Lang;
  /** Shown under the question by QuestionView; renderers mark the fields they name. */
  issues?: readonly AnswerIssue[];
  mode?: Mode;
  /** The element that names the question (QuestionView's title), for aria-labelledby. */
  titleId?: string;
  /** Vote types: votes so far by option id; result bars are drawn when given. */
  results?: Readonly<Record<string, number>>;
  /** Countdown: the clock (injected so tests drive it with fake timers). */
  now?: () => number;
  /** Countdown: called once when the time is up (the runtime moves on when `auto_next`). */
  onExpire?: () => void;
}

/**
 * How QuestionView frames a type: 'question' with number, title, required mark and issues;
 * 'notice' with its title only (countdown); 'content' as it is (text); 'structure' only in the
 * designer (script, loop, page break), since respondents never see those.
 */
export type Frame = 'question' | 'notice' | 'content' | 'structure';

export interface RendererEntry {
  key: string;
  type: number;
  frame: Frame;
  /** The type's default setting, equal to core's (a test keeps them equal). */
  defaults: () => Record<string, unknown>;
  Component: ComponentType<QuestionProps<unknown>>;
}

/** The answer type a core question-type module declares. */
export type AnswerOf<D> = D extends QuestionTypeDefinition<infer _S, infer A> ? A : never;
/** The setting type a core question-type module declares. */
export type SettingOf<D> = D extends QuestionTypeDefinition<infer S, infer _A> ? S : never;

/**
 * Keeps a renderer's own answer and setting types while the registry holds them all alike (the
 * same trick as core's `defineQuestionType`).
 */
export function defineRenderer<A, S extends object>(entry: {
  key: string;
  type: number;
  frame?: Frame;
  defaults: () => S;
  Component: ComponentType<QuestionProps<A>>;
}): RendererEntry {
  return { frame: 'question', ...entry } as unknown as RendererEntry;
}
