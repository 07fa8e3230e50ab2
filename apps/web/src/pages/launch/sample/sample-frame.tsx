import './sample.css';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHeldPermissions } from '../../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../../features/session/project-permission.ts';
import { useProjectBase } from '../../../layouts/project/use-project-base.ts';
import { LoadFailed, LoadingCard } from '../../setting/envelope/envelope-frame.tsx';

export { LoadFailed, LoadingCard };

/**
 * Every sample screen: the survey's code once its base info says the caller holds the launch right
 * (the sample calls need it; without it the server answers A5202, so the screen says so instead).
 */
export function WithSampleAccess(props: { children: (surveyCode: string) => ReactNode }) {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  let body: ReactNode;
  if (base.isError) body = <LoadFailed title={t('sample.loadError')} onRetry={() => void base.refetch()} />;
  else if (!base.data) body = <LoadingCard />;
  else if (!projectAllows(held, base.data.rights, PROJECT_CODES.launch))
    body = (
      <Card>
        <Result status="403" title={t('sample.noPermission')} />
      </Card>
    );
  else body = props.children(code);
  return <div className="sample-page">{body}</div>;
}
