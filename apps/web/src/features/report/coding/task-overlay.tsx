import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskView } from './use-coding-task.ts';
import { useWaitingDots } from './use-waiting-dots.ts';

interface Props {
  view: TaskView | null;
  onRetry(): void;
  onClose(): void;
}

/**
 * Covers the workspace while a task runs: what it does, its progress, a waiting text with cycling
 * dots and the projects queued ahead; on failure the spec's "coding failed, retry" with a retry.
 */
export function TaskOverlay({ view, onRetry, onClose }: Props) {
  const { t } = useTranslation();
  const dots = useWaitingDots(view?.phase === 'running');
  if (!view) return null;
  const { task, phase, kind } = view;
  return (
    <div
      className="coding-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={t(`reportCoding.task.${kind}`)}
    >
      <div className="coding-overlay__card">
        <h3 className="coding-overlay__title">{t(`reportCoding.task.${kind}`)}</h3>
        <Progress
          percent={Math.round(task.progress * 100)}
          status={phase === 'failed' ? 'exception' : phase === 'done' ? 'success' : 'active'}
          aria-label={t('reportCoding.task.progress')}
        />
        {phase === 'failed' ? (
          <Alert
            type="warning"
            showIcon
            title={t('reportCoding.task.failed')}
            description={task.error ?? undefined}
            action={
              <div className="coding-overlay__actions">
                <Button type="primary" size="small" onClick={onRetry}>
                  {t('reportCoding.task.retry')}
                </Button>
                <Button size="small" onClick={onClose}>
                  {t('reportCoding.task.close')}
                </Button>
              </div>
            }
          />
        ) : (
          <p className="coding-overlay__waiting" aria-live="polite">
            <span>
              {t('reportCoding.task.waiting')}
              <span data-testid="waiting-dots">{phase === 'running' ? dots : ''}</span>
            </span>
            {phase === 'running' && task.taskNum > 0 ? (
              <span className="coding-overlay__ahead">
                {t('reportCoding.task.ahead', { count: task.taskNum })}
              </span>
            ) : null}
          </p>
        )}
      </div>
    </div>
  );
}
