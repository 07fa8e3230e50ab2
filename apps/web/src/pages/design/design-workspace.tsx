import type { DesignTreeView } from '@cairn/contract';
import { Drawer, Grid } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDesignTree, sendDesignEdit } from '../../api/endpoints/design.ts';
import { createDesignSession } from '../../features/design/design-session.ts';
import { DesignSessionProvider, useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import type { PaletteWhat } from '../../features/design/palette.ts';
import { useLinkedLogicConfirm } from '../../features/logic/use-linked-logic-confirm.tsx';
import { toLang } from '../../i18n/language.ts';
import { AutoCodeModal } from './auto-code-modal.tsx';
import { DesignCanvas } from './design-canvas.tsx';
import { DesignToolbar } from './design-toolbar.tsx';
import { PalettePanel } from './palette-panel.tsx';
import { QuestionPanel } from './question-panel.tsx';
import { TrashDrawer } from './trash-drawer.tsx';
import { useDesignActions } from './use-design-actions.ts';
import { useDesignFeedback } from './use-design-feedback.ts';
import { useRevealFromUrl } from './use-reveal-from-url.ts';

/** The open design screen: one session (edit queue + sort hold) for as long as it is shown. */
export function DesignWorkspace(props: { code: string; view: DesignTreeView; readOnly: boolean }) {
  const { i18n } = useTranslation();
  const [session] = useState(() =>
    createDesignSession({
      surveyCode: props.code,
      lang: toLang(i18n.language),
      view: props.view,
      send: (endpoint, input, version) => sendDesignEdit(props.code, endpoint, input, version),
      load: () => fetchDesignTree(props.code),
    }),
  );
  useDesignFeedback(session);
  useLinkedLogicConfirm(session);
  useEffect(() => {
    useDesignView.getState().reset();
    return () => session.flush();
  }, [session]);
  return (
    <DesignSessionProvider session={session} readOnly={props.readOnly}>
      <DesignLayout />
    </DesignSessionProvider>
  );
}

/**
 * Palette | canvas | settings panel on wide screens; below `lg` the palette and below `xl` the
 * panel move into drawers opened from the toolbar and from each question.
 */
function DesignLayout() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const actions = useDesignActions();
  useRevealFromUrl();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [autoCodeOpen, setAutoCodeOpen] = useState(false);
  const widePalette = screens.lg === true;
  const widePanel = screens.xl === true;
  const add = (what: PaletteWhat) => {
    actions.add(what);
    setPaletteOpen(false);
  };
  const openSettings = (id: number) => {
    useDesignView.getState().select(id);
    setPanelOpen(true);
  };
  const { readOnly } = useDesignSession();

  return (
    <div className="design-workspace">
      <DesignToolbar
        onAdd={widePalette ? undefined : () => setPaletteOpen(true)}
        onTrash={() => setTrashOpen(true)}
        onAutoCode={() => setAutoCodeOpen(true)}
      />
      <div className="design-workspace__main">
        {widePalette && !readOnly ? (
          <aside className="design-workspace__palette">
            <PalettePanel onAdd={add} />
          </aside>
        ) : null}
        <div className="design-workspace__canvas">
          <DesignCanvas onSettings={widePanel ? undefined : openSettings} />
        </div>
        {widePanel ? (
          <aside className="design-workspace__panel" aria-label={t('design.panel.label')}>
            <h2 className="design-panel__heading">{t('design.panel.label')}</h2>
            <QuestionPanel />
          </aside>
        ) : null}
      </div>
      <Drawer
        open={paletteOpen && !widePalette}
        onClose={() => setPaletteOpen(false)}
        title={t('design.palette.title')}
        placement="left"
      >
        <PalettePanel onAdd={add} />
      </Drawer>
      <Drawer
        open={panelOpen && !widePanel}
        onClose={() => setPanelOpen(false)}
        title={t('design.panel.label')}
      >
        <QuestionPanel />
      </Drawer>
      <TrashDrawer open={trashOpen} onClose={() => setTrashOpen(false)} />
      <AutoCodeModal open={autoCodeOpen} onClose={() => setAutoCodeOpen(false)} />
    </div>
  );
}
