import type { ProjectBase } from '@cairn/contract';
import { type ResolvedSurveySettings, resolveSurveySettings } from '@cairn/core';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUnsavedChangesStore } from '../../features/editor/unsaved-changes-store.ts';
import { useUnsavedChangesGuard } from '../../features/editor/use-unsaved-changes-guard.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';

export interface SettingsContext {
  code: string;
  base: ProjectBase;
  settings: ResolvedSurveySettings;
  readOnly: boolean;
}

/**
 * The project's base info (shared with the header, one fetch) as every settings section needs
 * it: settings with defaults, and whether the caller may change them. Renders the loading and
 * error states itself; `children` gets the loaded context.
 */
export function WithSettings(props: { children: (ctx: SettingsContext) => ReactNode }) {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  if (base.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('settings.form.loadError')}
          extra={<Button onClick={() => void base.refetch()}>{t('settings.form.retry')}</Button>}
        />
      </Card>
    );
  }
  if (!base.data) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const ctx: SettingsContext = {
    code,
    base: base.data,
    settings: resolveSurveySettings(base.data.settings),
    readOnly: !projectAllows(held, base.data.rights, PROJECT_CODES.edit),
  };
  return (
    <>
      {ctx.readOnly ? (
        <Alert type="info" showIcon title={t('settings.form.readOnly')} style={{ marginBottom: 16 }} />
      ) : null}
      {props.children(ctx)}
    </>
  );
}

/**
 * The save bar under a form: whether there are unsaved changes, discard, save. While the form is
 * dirty, leaving the section asks first (and closing the tab gets the browser's warning).
 */
export function SaveBar(props: {
  dirty: boolean;
  saving: boolean;
  readOnly: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  useUnsavedChangesGuard();
  const { dirty } = props;
  useEffect(() => {
    useUnsavedChangesStore.getState().setHasChange(dirty);
    return () => useUnsavedChangesStore.getState().setHasChange(false);
  }, [dirty]);
  if (props.readOnly) return null;
  return (
    <div className="setting-savebar">
      <span
        className={`setting-savebar__state${props.dirty ? ' setting-savebar__state--dirty' : ''}`}
        role="status"
      >
        {props.dirty ? t('settings.form.dirty') : ''}
      </span>
      <Button onClick={props.onReset} disabled={!props.dirty || props.saving}>
        {t('settings.form.reset')}
      </Button>
      <Button type="primary" onClick={props.onSave} loading={props.saving} disabled={!props.dirty}>
        {props.saving ? t('settings.form.saving') : t('settings.form.save')}
      </Button>
    </div>
  );
}
