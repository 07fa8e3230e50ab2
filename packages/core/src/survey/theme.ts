import { z } from 'zod';

/**
 * A survey's look (spec doc 2 §7 survey style; doc 1 §3 Theme: id, answer, effect, transition,
 * touch, mode). Colours are #rrggbb. Frozen into each published version with the design.
 */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ZTheme = z.looseObject({
  id: z.number().int().nullable().default(null),
  name: z.string().max(50).default(''),
  mode: z.enum(['light', 'dark']).default('light'),
  colors: z
    .object({
      primary: colour,
      background: colour,
      surface: colour,
      text: colour,
      muted: colour,
    })
    .default({
      primary: '#1677ff',
      background: '#f5f7fa',
      surface: '#ffffff',
      text: '#1f2329',
      muted: '#646a73',
    }),
  background: z
    .object({ image: z.string().max(500).nullable(), fit: z.enum(['cover', 'contain', 'repeat']) })
    .default({ image: null, fit: 'cover' }),
  font: z.object({ family: z.string().max(100), size: z.number().int().min(12).max(24) }).default({
    family: 'system-ui',
    size: 16,
  }),
  button: z
    .object({ shape: z.enum(['square', 'rounded', 'pill']), fill: z.enum(['solid', 'outline']) })
    .default({ shape: 'rounded', fill: 'solid' }),
  /** How choices are drawn: plain list or cards. */
  answer: z.enum(['list', 'card']).default('list'),
  transition: z.enum(['none', 'fade', 'slide']).default('fade'),
  /** Entrance effect of questions on a page. */
  effect: z.enum(['none', 'rise']).default('none'),
  /** Swipe between pages on phones. */
  touch: z.boolean().default(false),
});
export type Theme = z.infer<typeof ZTheme>;
