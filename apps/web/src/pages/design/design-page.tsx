import '@cairn/survey-ui/styles.css';
import './design.css';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchDesignTree } from '../../api/endpoints/design.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { DesignWorkspace } from './design-workspace.tsx';

/**
 * /project/{code}/design. The tree is read once per visit (never refetched behind the queue's
 * back); the session keeps it current from the edits' answers.
 */
export function DesignPage() {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  const tree = useQuery({
    queryKey: ['design-tree', code],
    queryFn: () => fetchDesignTree(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    enabled: code !== '',
  });
  if (tree.isError) {
    return (
      <Result
        status="warning"
        title={t('design.loadError')}
        subTitle={t('design.loadErrorHint')}
        extra={
          <Button type="primary" onClick={() => void tree.refetch()}>
            {t('design.retry')}
          </Button>
        }
      />
    );
  }
  if (!tree.data || !base.data) return <DesignSkeleton />;
  return (
    <DesignWorkspace
      key={code}
      code={code}
      view={tree.data}
      readOnly={!projectAllows(held, base.data.rights, PROJECT_CODES.edit)}
    />
  );
}

function DesignSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="design-skeleton" aria-busy="true">
      <span role="status" className="cairn-visually-hidden">
        {t('design.loading')}
      </span>
      <Skeleton.Input active block />
      <div className="design-skeleton__cards">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active paragraph={{ rows: 3 }} />
        ))}
      </div>
    </div>
  );
}
