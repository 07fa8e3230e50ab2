import './lottery.css';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHeldPermissions } from '../../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../../features/session/project-permission.ts';
import { useProjectBase } from '../../../layouts/project/use-project-base.ts';
import { LoadFailed, LoadingCard } from '../envelope/envelope-frame.tsx';

export { LoadFailed, LoadingCard };

/**
 * Every lottery screen: the survey's code once its base info says the caller holds the launch
 * right (the lottery calls check launch on the survey; without it the server answers A5202, so
 * the screens say so instead of calling).
 */
export function WithLotteryAccess(props: { children: (surveyCode: string) => ReactNode }) {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  if (base.isError) return <LoadFailed title={t('lottery.loadError')} onRetry={() => void base.refetch()} />;
  if (!base.data) return <LoadingCard />;
  if (!projectAllows(held, base.data.rights, PROJECT_CODES.launch))
    return (
      <Card>
        <Result status="403" title={t('lottery.noPermission')} />
      </Card>
    );
  return <>{props.children(code)}</>;
}
