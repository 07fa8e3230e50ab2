import type { Theme } from '@cairn/core';

/** A small picture of a theme: its page, a content card with text lines and a button. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  const c = theme.colors;
  const radius = { square: 1, rounded: 3, pill: 8 }[theme.button.shape];
  return (
    <svg className="theme-swatch" viewBox="0 0 80 48" aria-hidden="true">
      <rect width="80" height="48" fill={c.background} />
      <rect x="8" y="6" width="64" height="36" rx="3" fill={c.surface} />
      <rect x="14" y="12" width="36" height="4" rx="2" fill={c.text} />
      <rect x="14" y="20" width="28" height="3" rx="1.5" fill={c.muted} />
      <rect
        x="46"
        y="29"
        width="20"
        height="8"
        rx={radius}
        fill={theme.button.fill === 'solid' ? c.primary : c.surface}
        stroke={c.primary}
      />
    </svg>
  );
}
