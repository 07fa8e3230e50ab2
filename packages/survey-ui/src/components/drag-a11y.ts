import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { textsFor } from '../texts.ts';

/**
 * dnd-kit's live-region texts in the respondent's language (its defaults are English), naming
 * items and places by their titles rather than by ids.
 */
export function dragAccessibility(
  t: ReturnType<typeof textsFor>,
  nameOf: (id: string | number | undefined) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t.dragInstructions },
    announcements: {
      onDragStart: ({ active }) => t.picked(nameOf(active.id)),
      onDragOver: ({ active, over }) => (over ? t.movedOver(nameOf(active.id), nameOf(over.id)) : undefined),
      onDragEnd: ({ active, over }) => (over ? t.dropped(nameOf(active.id), nameOf(over.id)) : undefined),
      onDragCancel: ({ active }) => t.cancelled(nameOf(active.id)),
    },
  };
}
