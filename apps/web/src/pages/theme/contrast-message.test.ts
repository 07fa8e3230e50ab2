import { checkThemeContrast, defaultTheme } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { contrastMessage } from './colour-editor.tsx';

describe('contrast wording (issue 18/13)', () => {
  it('does not call a button label at 4.10:1 easy to read: it meets the large-text 3:1 only', () => {
    const button = checkThemeContrast(defaultTheme()).find((check) => check.pair === 'buttonText/primary')!;
    expect(button.ratio).toBeLessThan(4.5);
    expect(contrastMessage(button)).toBe('theme.contrast.largeOnly');
    expect(contrastMessage({ ok: true, ratio: 7 })).toBe('theme.contrast.ok');
    expect(contrastMessage({ ok: false, ratio: 2.9 })).toBe('theme.contrast.low');
  });
});
