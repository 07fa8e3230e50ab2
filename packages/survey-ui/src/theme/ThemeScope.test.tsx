// @vitest-environment happy-dom
import { defaultTheme } from '@cairn/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeScope } from './ThemeScope.tsx';
import { useSwipe } from './useSwipe.ts';

afterEach(cleanup);

describe('ThemeScope', () => {
  it('sets the theme’s variables and classes on its element', () => {
    const theme = { ...defaultTheme(), mode: 'dark' as const, answer: 'card' as const };
    render(
      <ThemeScope theme={theme} className="extra">
        <p>inside</p>
      </ThemeScope>,
    );
    const scope = screen.getByText('inside').parentElement!;
    expect(scope.classList).toContain('cairn-theme--dark');
    expect(scope.classList).toContain('cairn-theme--answer-card');
    expect(scope.classList).toContain('extra');
    expect(scope.style.getPropertyValue('--cairn-theme-primary')).toBe('#1677ff');
    expect(scope.dataset.mode).toBe('dark');
  });
});

function Swipeable({ enabled, onSwipe }: { enabled: boolean; onSwipe: (d: string) => void }) {
  return <div {...useSwipe(enabled, onSwipe)}>page</div>;
}

describe('useSwipe', () => {
  const swipe = (el: HTMLElement, from: number, to: number) => {
    fireEvent.touchStart(el, { touches: [{ clientX: from, clientY: 100 }] });
    fireEvent.touchEnd(el, { changedTouches: [{ clientX: to, clientY: 100 }] });
  };

  it('reports a swipe when enabled and nothing otherwise', () => {
    const onSwipe = vi.fn();
    const { rerender } = render(<Swipeable enabled onSwipe={onSwipe} />);
    swipe(screen.getByText('page'), 300, 100);
    expect(onSwipe).toHaveBeenCalledWith('next');
    rerender(<Swipeable enabled={false} onSwipe={onSwipe} />);
    swipe(screen.getByText('page'), 100, 300);
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });
});
