import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectHeaderStore } from './project-header-store.ts';
import { formatSaveTime } from './save-state.ts';

/**
 * saving… / saved at hh:mm / changed elsewhere, announced politely to screen readers. On phones
 * only the icon shows (the text stays for screen readers), so the survey title keeps its room.
 */
export function SaveIndicator() {
  const { t } = useTranslation();
  const save = useProjectHeaderStore((s) => s.save);
  let icon: ReactNode = null;
  let text = '';
  if (save.kind === 'saving') {
    icon = <LoadingOutlined aria-hidden="true" />;
    text = t('design.header.saving');
  } else if (save.kind === 'saved') {
    icon = <CheckCircleOutlined aria-hidden="true" />;
    text = t('design.header.savedAt', { time: formatSaveTime(save.at) });
  } else if (save.kind === 'conflict') {
    icon = <ExclamationCircleOutlined aria-hidden="true" />;
    text = t('design.header.conflict');
  }
  return (
    <span className={`save-indicator save-indicator--${save.kind}`} role="status" title={text || undefined}>
      {icon}
      <span className="save-indicator__text">{text}</span>
    </span>
  );
}
