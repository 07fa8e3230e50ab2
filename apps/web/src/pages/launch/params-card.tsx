import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_RECEIVE_PARAMS, type ProjectBase, type ReceiveParam, SYSTEM_PARAM_NAMES } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveReceiveParams } from '../../api/endpoints/publishing.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { projectBaseKey } from '../../layouts/project/use-project-base.ts';
import { publicSurveyUrl } from './launch-url.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const SYSTEM = new Set<string>(SYSTEM_PARAM_NAMES);

/** The first problem of a parameter list, as a message key, or null. Mirrors the server (A0204/A0205). */
export function paramsProblem(
  params: readonly ReceiveParam[],
): 'invalidName' | 'duplicate' | 'system' | null {
  const seen = new Set<string>();
  for (const { name } of params) {
    if (!NAME.test(name)) return 'invalidName';
    const lower = name.toLowerCase();
    if (SYSTEM.has(lower)) return 'system';
    if (seen.has(lower)) return 'duplicate';
    seen.add(lower);
  }
  return null;
}

/** URL parameters the link receives and records with each response (settings.params). */
export function ParamsCard({ base }: { base: ProjectBase }) {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<ReceiveParam[]>(() => base.settings.params ?? []);
  const [saving, setSaving] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const problem = paramsProblem(params);
  const dirty = JSON.stringify(params) !== JSON.stringify(base.settings.params ?? []);
  const canEdit = projectAllows(held, base.rights, PROJECT_CODES.edit);
  const set = (i: number, patch: Partial<ReceiveParam>) =>
    setParams((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const save = async () => {
    setSaving(true);
    setServerProblem(null);
    try {
      const saved = await saveReceiveParams({ code: base.code, params });
      useProjectHeaderStore.getState().setSaved(saved);
      queryClient.setQueryData<ProjectBase>(projectBaseKey(base.code), (b) =>
        b ? { ...b, settings: { ...b.settings, params } } : b,
      );
      void message.success(t('publish.params.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="launch-card" title={t('publish.params.title')}>
      <Typography.Paragraph type="secondary">{t('publish.params.hint')}</Typography.Paragraph>
      {params.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('publish.params.empty')} />
      ) : (
        <ul className="launch-params">
          {params.map((param, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is the row.
            <li key={i} className="launch-params__row">
              <Input
                aria-label={`${t('publish.params.name')} ${i + 1}`}
                placeholder={t('publish.params.name')}
                value={param.name}
                maxLength={32}
                disabled={!canEdit}
                status={param.name !== '' && !NAME.test(param.name) ? 'error' : undefined}
                onChange={(e) => set(i, { name: e.target.value.trim() })}
              />
              <Input
                aria-label={`${t('publish.params.label')} ${i + 1}`}
                placeholder={t('publish.params.label')}
                value={param.label}
                maxLength={50}
                disabled={!canEdit}
                onChange={(e) => set(i, { label: e.target.value })}
              />
              {canEdit ? (
                <Button
                  aria-label={`${t('publish.links.remove')} ${param.name}`}
                  icon={<DeleteOutlined aria-hidden="true" />}
                  onClick={() => setParams((list) => list.filter((_, j) => j !== i))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {problem && params.every((p) => p.name !== '') ? (
        <Alert
          type="error"
          showIcon
          className="launch-params__alert"
          message={t(`publish.params.${problem}`)}
        />
      ) : null}
      {serverProblem ? (
        <Alert type="error" showIcon className="launch-params__alert" message={serverProblem} />
      ) : null}
      {params.length > 0 && !problem ? (
        <Typography.Paragraph className="launch-params__example" type="secondary">
          {t('publish.params.example')}:{' '}
          <Typography.Text code>
            {publicSurveyUrl(window.location.origin, base.code, { params: params.map((p) => p.name) })}
          </Typography.Text>
        </Typography.Paragraph>
      ) : null}
      {canEdit ? (
        <div className="launch-params__actions">
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={params.length >= MAX_RECEIVE_PARAMS}
            onClick={() => setParams((list) => [...list, { name: '', label: '' }])}
          >
            {t('publish.params.add')}
          </Button>
          <Button type="primary" loading={saving} disabled={problem !== null || !dirty} onClick={save}>
            {t('publish.params.save')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
