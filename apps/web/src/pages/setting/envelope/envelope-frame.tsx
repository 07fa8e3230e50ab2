import './envelope.css';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHeldPermissions } from '../../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../../features/session/project-permission.ts';
import { useProjectBase } from '../../../layouts/project/use-project-base.ts';

/** A loading card (busy for assistive technology). */
export function LoadingCard() {
  return (
    <Card aria-busy="true">
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
}

/** A failed load with its retry. */
export function LoadFailed(props: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        status="warning"
        title={props.title}
        extra={<Button onClick={props.onRetry}>{t('envelope.retry')}</Button>}
      />
    </Card>
  );
}

/**
 * Every envelope screen: the survey's code once its base info says the caller holds the launch
 * right (the envelope calls are `survey:launch`; without it the server refuses with A5202, so the
 * screens say so instead of calling).
 */
export function WithEnvelopeAccess(props: { children: (surveyCode: string) => ReactNode }) {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  if (base.isError) return <LoadFailed title={t('envelope.loadError')} onRetry={() => void base.refetch()} />;
  if (!base.data) return <LoadingCard />;
  if (!projectAllows(held, base.data.rights, PROJECT_CODES.launch))
    return (
      <Card>
        <Result status="403" title={t('envelope.noPermission')} />
      </Card>
    );
  return <>{props.children(code)}</>;
}
