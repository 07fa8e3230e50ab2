import { describe, expect, it } from 'vitest';
import { checkThemeContrast } from './contrast.ts';
import { ZTheme } from './theme.ts';
import { findPreset, PRESET_ID_MAX, presetTheme, THEME_PRESETS } from './theme-presets.ts';

describe('preset themes', () => {
  it('are at least four, light and dark, with unique ids in the preset range', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(THEME_PRESETS.map((p) => p.theme.mode))).toEqual(new Set(['light', 'dark']));
    const ids = THEME_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeLessThanOrEqual(PRESET_ID_MAX);
  });

  it.each(THEME_PRESETS.map((p) => [p.names.en, p] as const))(
    '%s is a valid theme passing AA',
    (_, preset) => {
      const theme = presetTheme(preset, 'en');
      expect(ZTheme.parse(theme)).toEqual(theme);
      for (const check of checkThemeContrast(theme)) expect(check, check.pair).toMatchObject({ ok: true });
    },
  );

  it('are named in the asked language and handed out as copies', () => {
    const preset = findPreset(1)!;
    expect(presetTheme(preset, 'zh').name).toBe('经典蓝');
    presetTheme(preset, 'en').colors.primary = '#000000';
    expect(preset.theme.colors.primary).not.toBe('#000000');
  });
});
