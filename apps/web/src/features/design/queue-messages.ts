import { errorMessage, isErrorCode } from '@cairn/contract';
import type { Lang } from '@cairn/core';
import type { QueueEvent } from './edit-queue.ts';

export interface QueueMessage {
  level: 'error' | 'warning';
  text: string;
  /** One message per kind at a time: a burst of drops or refusals replaces, not stacks. */
  key: string;
}

type Translate = (key: 'design.queue.dropped' | 'design.queue.conflict') => string;

/**
 * What the author reads when the queue takes an edit back. A refusal carries the server's
 * catalogue message, already in the author's language; the other two are ours. Null: the API
 * client already showed this failure (a network error, a code the designer does not handle),
 * and one failure gets one message.
 */
export function messageOfQueueEvent(event: QueueEvent, t: Translate): QueueMessage | null {
  switch (event.kind) {
    case 'refused':
      if (event.failure.shown) return null;
      return { level: 'error', text: event.failure.message, key: 'design-refused' };
    case 'dropped':
      return { level: 'warning', text: t('design.queue.dropped'), key: 'design-dropped' };
    case 'conflict':
      return { level: 'warning', text: t('design.queue.conflict'), key: 'design-conflict' };
  }
}

/** An edit the designer's own copy refused (never sent): the catalogue message of its first issue. */
export function messageOfLocalIssues(issues: readonly { code: string }[], lang: Lang): QueueMessage {
  const code = issues[0]?.code ?? 'A0400';
  return {
    level: 'error',
    text: errorMessage(isErrorCode(code) ? code : 'A0400', lang),
    key: 'design-refused',
  };
}
