import { RobotOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startHitTask, validateTask } from '../../../api/endpoints/report-coding.ts';
import type { useCodingTask } from './use-coding-task.ts';

/** Hits below this confidence are not kept by a run (the contract's default). */
const MIN_CONFIDENCE = 0.3;

/** Runs the coder: asks what it would read and cost (valid), shows that, then queues task/hit-codes. */
export function RunCoder({
  surveyCode,
  reportId,
  disabled,
  task,
}: {
  surveyCode: string;
  reportId: number;
  disabled: boolean;
  task: ReturnType<typeof useCodingTask>;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [checking, setChecking] = useState(false);
  const open = async () => {
    setChecking(true);
    try {
      const estimate = await validateTask({ surveyCode, reportId, taskType: 2 });
      const engine =
        estimate.engine === 'offline'
          ? t('reportCoding.coder.offline')
          : t('reportCoding.coder.llm', { model: estimate.model ?? '' });
      const cost =
        estimate.engine === 'offline'
          ? t('reportCoding.coder.free')
          : estimate.cost === null
            ? t('reportCoding.coder.costUnknown')
            : t('reportCoding.coder.cost', {
                cost: `${estimate.cost.toFixed(2)} ${estimate.currency ?? ''}`.trim(),
              });
      modal.confirm({
        title: t('reportCoding.coder.estimateTitle'),
        okText: t('reportCoding.coder.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { disabled: !estimate.ready },
        content: (
          <ul className="coding-estimate">
            <li>{t('reportCoding.coder.answers', { count: estimate.answerCount })}</li>
            <li>{t('reportCoding.coder.engine', { engine })}</li>
            <li>{cost}</li>
            {estimate.engine === 'llm' ? (
              <li>
                {t('reportCoding.coder.tokens', {
                  input: estimate.inputTokens,
                  output: estimate.outputTokens,
                })}
              </li>
            ) : null}
            <li>{t('reportCoding.coder.minConfidence', { percent: MIN_CONFIDENCE * 100 })}</li>
            <li>{t('reportCoding.coder.scopeUncoded')}</li>
            {estimate.ready ? null : (
              <li className="coding-estimate__blocked">
                {t('reportCoding.coder.notReady', { reason: estimate.reason ?? '' })}
              </li>
            )}
          </ul>
        ),
        onOk: () =>
          task.run('hit', () =>
            startHitTask({ surveyCode, reportId, scope: 'uncoded', minConfidence: MIN_CONFIDENCE }),
          ),
      });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Button
      type="primary"
      icon={<RobotOutlined />}
      disabled={disabled}
      loading={checking}
      onClick={() => void open()}
    >
      {t('reportCoding.coder.run')}
    </Button>
  );
}
