import { CheckCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { ProjectBase } from '@cairn/contract';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './publish.css';
import { useNavigate } from 'react-router';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { Permission } from '../session/permission-gate.tsx';
import { PROJECT_CODES } from '../session/project-permission.ts';
import { useSessionStore } from '../session/session-store.ts';
import { publishClick, publishLabel } from './publish-decision.ts';
import { usePublish } from './use-publish.tsx';

/**
 * The header's publish button (spec doc 1 §4), shown to callers with the launch right. The state
 * is the newest the page knows: what the last design save answered, else the base info.
 */
export function PublishButton({ base }: { base: ProjectBase }) {
  return (
    <Permission codes={PROJECT_CODES.launch} project={base.rights}>
      <PublishButtonShown base={base} />
    </Permission>
  );
}

function PublishButtonShown({ base }: { base: ProjectBase }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useProjectHeaderStore((s) => s.saved);
  const recognizeId = useSessionStore((s) => s.user?.recognizeId ?? null);
  const { publish, loading, element } = usePublish(base.code);
  const state = { status: saved?.status ?? base.status, relaunch: saved?.relaunch ?? base.relaunch };
  const label = publishLabel(state);
  const action = publishClick({
    ...state,
    launchTime: base.launchTime,
    templateId: base.templateId,
    recognizeId,
  });
  const onClick = () => {
    if (action === 'launchTab') navigate(`/project/${encodeURIComponent(base.code)}/launch/base`);
    else if (action === 'publish') publish();
  };
  return (
    <>
      <Tooltip title={label === 'publish' ? t('publish.button.publishHint') : undefined}>
        <Button
          type={label === 'publish' ? 'primary' : 'default'}
          icon={
            label === 'publish' ? (
              <SendOutlined aria-hidden="true" />
            ) : (
              <CheckCircleOutlined aria-hidden="true" />
            )
          }
          loading={loading}
          onClick={onClick}
          aria-disabled={action === 'none'}
          aria-label={t(`publish.button.${label}`)}
          className={`publish-button publish-button--${label}`}
        >
          {t(`publish.button.${label}`)}
        </Button>
      </Tooltip>
      {element}
    </>
  );
}
