import '@xyflow/react/dist/style.css';
import './flow.css';
import type { LogicRule } from '@cairn/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchDesignTree } from '../../api/endpoints/design.ts';
import { useLogicRules } from '../../features/logic/use-logic.ts';
import { useHeldPermissions } from '../../features/session/permission-gate.tsx';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';
import { useProjectBase } from '../../layouts/project/use-project-base.ts';
import { FlowWorkspace } from './flow-workspace.tsx';

const NO_RULES: readonly LogicRule[] = [];

/**
 * /project/{code}/flow (needs the edit right). The tree is read once per visit; unsaved edits
 * live in the workspace's draft until Save.
 */
export function FlowPage() {
  const { t } = useTranslation();
  const held = useHeldPermissions();
  const code = useParams().code ?? '';
  const base = useProjectBase(code);
  // Jump rules are drawn as edges; the flow is usable before they arrive.
  const logic = useLogicRules(code);
  const tree = useQuery({
    queryKey: ['flow-tree', code],
    queryFn: () => fetchDesignTree(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    enabled: code !== '',
  });
  if (tree.isError) {
    return (
      <Result
        status="warning"
        title={t('flow.loadError')}
        extra={
          <Button type="primary" onClick={() => void tree.refetch()}>
            {t('flow.retry')}
          </Button>
        }
      />
    );
  }
  if (!tree.data || !base.data) {
    return (
      <div className="flow-skeleton" aria-busy="true">
        <span role="status" className="cairn-visually-hidden">
          {t('flow.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (!projectAllows(held, base.data.rights, PROJECT_CODES.edit))
    return <Result status="403" title={t('flow.noEditRight')} />;
  return <FlowWorkspace key={code} code={code} view={tree.data} rules={logic.data ?? NO_RULES} />;
}
