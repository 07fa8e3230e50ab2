import type { CleaningReason } from '@cairn/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './rule-form.ts';

/** Why a response matched, one tag per rule it matched. */
export function MatchReasons({ reasons }: { reasons: CleaningReason[] }) {
  const { t } = useTranslation();
  const text = (reason: CleaningReason): string => {
    switch (reason.type) {
      case 'too-fast':
        return t('reportCleaning.preview.reasonFast', {
          duration: formatDuration(reason.durationMs, t),
          threshold: formatDuration(reason.thresholdMs, t),
        });
      case 'straight-lining':
        return t('reportCleaning.preview.reasonLine', { questions: reason.questions.join(', ') });
      case 'duplicate-device':
        return t('reportCleaning.preview.reasonDevice');
      case 'duplicate-ip':
        return t('reportCleaning.preview.reasonIp', { value: reason.value });
      case 'meaningless-text':
        return reason.answers
          .map((a) => t('reportCleaning.preview.reasonText', { question: a.question, text: a.text }))
          .join('; ');
    }
  };
  return (
    <>
      {reasons.map((reason, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reason list never reorders
        <Tag key={i} color={reason.type === 'too-fast' ? 'orange' : 'gold'} className="cleaning-reason">
          {text(reason)}
        </Tag>
      ))}
    </>
  );
}
