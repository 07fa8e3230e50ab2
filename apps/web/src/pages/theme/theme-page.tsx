import '@cairn/survey-ui/styles.css';
import './theme.css';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchDesignTree } from '../../api/endpoints/design.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useThemeOverview } from '../../features/theme/theme-queries.ts';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { ThemeWorkspace } from './theme-workspace.tsx';

/**
 * /project/{code}/theme (spec doc 1: "theme (needs edit right)"): presets, my themes, the
 * editors and a live preview of the survey's own questions.
 */
export function ThemePage() {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  const overview = useThemeOverview(code);
  const tree = useQuery({
    queryKey: ['theme-preview-tree', code],
    queryFn: () => fetchDesignTree(code),
    enabled: code !== '',
  });

  if (base.data && !projectAllows(held, base.data.rights, PROJECT_CODES.edit))
    return <Result status="403" title={t('theme.noEditRight')} />;
  if (overview.isError) {
    return (
      <Result
        status="warning"
        title={t('theme.loadError')}
        extra={
          <Button type="primary" onClick={() => void overview.refetch()}>
            {t('theme.retry')}
          </Button>
        }
      />
    );
  }
  if (!overview.data || !base.data) {
    return (
      <div className="theme-page theme-page--loading" aria-busy="true">
        <span role="status" className="cairn-visually-hidden">
          {t('theme.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 10 }} />
        <Skeleton active title={false} paragraph={{ rows: 14 }} />
      </div>
    );
  }
  return <ThemeWorkspace key={code} code={code} overview={overview.data} tree={tree} />;
}
