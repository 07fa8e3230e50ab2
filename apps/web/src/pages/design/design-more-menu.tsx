import { CheckOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import {
  type DesignToggle,
  designToggleKeys,
  useDesignToggles,
} from '../../features/settings/design-toggles.ts';

const TOGGLE_LABELS: Record<DesignToggle, string> = {
  onePerPage: 'settings.toolbar.onePerPage',
  showOptionCodes: 'design.toolbar.optionCodes',
  titleLabel: 'settings.toolbar.titleLabel',
  showNumbers: 'settings.toolbar.showNumbers',
  autoNext: 'settings.toolbar.autoNext',
};

/** Runs `run` once the browser is idle (or soon, where it has no idle callback). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * The toolbar's extra menu: the survey-setting toggles (one question per page, option codes,
 * title labels; for interviews also question numbers and auto-next) and automatic coding.
 * antd's dropdown builds its menu styles when it first renders, which cost the design tab's
 * opening; so the button stands alone until the browser is idle (or it is clicked), then becomes
 * the dropdown, keeping focus if it had it.
 */
export function DesignMoreMenu(props: { onAutoCode: () => void }) {
  const { t } = useTranslation();
  const { readOnly, session } = useDesignSession();
  const toggles = useDesignToggles(session.surveyCode);
  const storedOptionCodes = toggles.settings.showOptionCodes;
  // The canvas reads option-code display from the view store; the survey setting drives it.
  useEffect(() => useDesignView.getState().setShowOptionCodes(storedOptionCodes), [storedOptionCodes]);
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const arm = useCallback((openNow: boolean) => {
    hadFocus.current = document.activeElement === button.current;
    setArmed(true);
    if (openNow) setOpen(true);
  }, []);
  useEffect(() => whenIdle(() => arm(false)), [arm]);
  useLayoutEffect(() => {
    if (armed && hadFocus.current) button.current?.focus();
  }, [armed]);

  const trigger = (
    <Button
      ref={button}
      icon={<EllipsisOutlined />}
      aria-label={t('design.toolbar.more')}
      aria-haspopup="menu"
      onClick={armed ? undefined : () => arm(true)}
    >
      <span className="design-toolbar__label">{t('design.toolbar.more')}</span>
    </Button>
  );
  if (!armed) return trigger;
  const toggleItems = designToggleKeys(toggles.projectType).map((key) => {
    const on = toggles.settings[key];
    return {
      key,
      // Without the edit right a toggle shows its state and cannot change it.
      disabled: readOnly,
      label: (
        <>
          {t(TOGGLE_LABELS[key] as 'design.toolbar.optionCodes')}
          {on ? <span className="cairn-visually-hidden"> ({t('design.toolbar.on')})</span> : null}
        </>
      ),
      extra: on ? <CheckOutlined aria-hidden="true" /> : undefined,
    };
  });
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          ...toggleItems,
          ...(readOnly ? [] : [{ key: 'autoCode', label: t('design.toolbar.autoCode') }]),
        ],
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'autoCode') props.onAutoCode();
          else toggles.toggle(key as DesignToggle);
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
}
