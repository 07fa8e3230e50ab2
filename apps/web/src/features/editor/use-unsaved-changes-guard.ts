import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { shouldBlockLeave } from './should-block-leave.ts';
import { useUnsavedChangesStore } from './unsaved-changes-store.ts';

/**
 * For screens with unsaved edits (the flow editor): leaving while `hasChange` is set asks for
 * confirmation in a dialog titled 温馨提示; confirm clears the flag and leaves, cancel stays.
 * Closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChangesGuard(): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const hasChange = useUnsavedChangesStore((s) => s.hasChange);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldBlockLeave(hasChange, currentLocation, nextLocation),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common.friendlyReminder'),
      content: t('session.leaveConfirm'),
      okText: t('session.leave'),
      cancelText: t('session.stay'),
      onOk: () => {
        useUnsavedChangesStore.getState().setHasChange(false);
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!hasChange) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChange]);
}
