import type { DesignTreeView, ThemeOverview } from '@cairn/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useThemeEditor } from '../../features/theme/use-theme-editor.ts';
import { ColourEditor } from './colour-editor.tsx';
import { MyThemes } from './my-themes.tsx';
import { PresetGallery } from './preset-gallery.tsx';
import { StyleEditors } from './style-editors.tsx';
import { ThemePreview } from './theme-preview.tsx';

/** The theme tab once loaded: settings on the left, the live preview on the right. */
export function ThemeWorkspace({
  code,
  overview,
  tree,
}: {
  code: string;
  overview: ThemeOverview;
  tree: UseQueryResult<DesignTreeView>;
}) {
  const { t } = useTranslation();
  const editor = useThemeEditor(code, overview.current);
  return (
    <div className="theme-page">
      <aside className="theme-panel" aria-label={t('route.projectTheme')}>
        <PresetGallery presets={overview.presets} current={editor.theme} onApply={editor.apply} />
        <MyThemes
          code={code}
          mine={overview.mine}
          current={editor.theme}
          onApply={editor.apply}
          settle={editor.settle}
        />
        <ColourEditor editor={editor} />
        <StyleEditors editor={editor} />
      </aside>
      <ThemePreview theme={editor.theme} backgroundUrl={editor.backgroundUrl} tree={tree} />
    </div>
  );
}
