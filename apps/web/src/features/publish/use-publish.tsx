import type { DiagnosisItemView } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { launchProject } from '../../api/endpoints/publishing.ts';
import { DiagnosisModal } from './diagnosis-modal.tsx';
import { PUBLISH_LOADING_MS } from './publish-decision.ts';
import { syncPublishState } from './sync-publish-state.ts';

/**
 * Publishing from the header button and the launch tab: calls launch, then
 * - diagnosis items → the diagnosis modal (each item opens the design tab at its question);
 * - success → the header and launch tab show status 1 at once;
 * - A0215 → the account-upgrade confirm; A5505 → the "upload interviewees first" confirm with
 *   "go upload"; A0217 and other codes keep the client's global toast.
 * The loading flag stays PUBLISH_LOADING_MS after the answer (spec doc 2 §9).
 */
export function usePublish(code: string): { publish: () => void; loading: boolean; element: ReactNode } {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [items, setItems] = useState<DiagnosisItemView[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const root = `/project/${encodeURIComponent(code)}`;

  const publish = useCallback(() => {
    if (loading) return;
    setLoading(true);
    const settle = () => {
      timer.current = setTimeout(() => setLoading(false), PUBLISH_LOADING_MS);
    };
    launchProject(code)
      .then((answer) => {
        if (answer.errors.length > 0) {
          setItems(answer.errors);
          return;
        }
        syncPublishState(queryClient, code, answer);
        void message.success(t('publish.button.done'));
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'A0215') {
          modal.confirm({
            title: t('publish.upgrade.title'),
            content: t('publish.upgrade.body'),
            okText: t('publish.upgrade.ok'),
            cancelText: t('common.cancel'),
            // The account-upgrade screen (route userUpgrade) is not built yet: the personal centre.
            onOk: () => navigate('/user'),
          });
        } else if (error.code === 'A5505') {
          modal.confirm({
            title: t('publish.interviewees.title'),
            content: t('publish.interviewees.body'),
            okText: t('publish.interviewees.ok'),
            cancelText: t('common.cancel'),
            onOk: () => navigate(`${root}/user`),
          });
        } else if (!error.handledGlobally) {
          void message.error(error.message);
        }
      })
      .finally(settle);
  }, [code, loading, message, modal, navigate, queryClient, root, t]);

  const element = (
    <DiagnosisModal
      items={items}
      onClose={() => setItems(null)}
      onJump={(nodeId) => {
        setItems(null);
        navigate(`${root}/design?node=${nodeId}`);
      }}
    />
  );
  return { publish, loading, element };
}
