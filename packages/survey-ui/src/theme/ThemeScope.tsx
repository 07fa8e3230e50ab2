import type { Theme } from '@cairn/core';
import type { CSSProperties, ReactNode } from 'react';
import { themeClassName, themeToCssVars } from './theme-vars.ts';

export interface ThemeScopeProps {
  theme: Theme;
  /** A signed link to `theme.background.image` (designs keep keys; hosts sign them). */
  backgroundUrl?: string | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The page of a themed survey: background, font, colours and the theme's classes for everything
 * inside. The respondent app wraps a survey in it; the designer wraps its preview. Pages inside
 * go in `.cairn-page` elements (keyed per page, so a new page replays the transition).
 */
export function ThemeScope({ theme, backgroundUrl, className, style, children }: ThemeScopeProps) {
  return (
    <div
      className={className ? `${themeClassName(theme)} ${className}` : themeClassName(theme)}
      style={{ ...(themeToCssVars(theme, backgroundUrl) as CSSProperties), ...style }}
      data-mode={theme.mode}
    >
      {children}
    </div>
  );
}
