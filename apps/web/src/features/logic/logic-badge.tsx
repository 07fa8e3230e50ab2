import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignSession } from '../design/design-session-context.tsx';
import { useLogicCount } from './use-logic.ts';
import './logic.css';

/** The "Logic" mark on a canvas row whose question has rules (one shared query for all rows). */
export const LogicBadge = memo(function LogicBadge({ nodeId }: { nodeId: number }) {
  const { t } = useTranslation();
  const { session } = useDesignSession();
  const count = useLogicCount(session.surveyCode, nodeId);
  if (count === 0) return null;
  return (
    <span
      className="logic-badge"
      title={t('logic.badgeTitle', { count })}
      data-testid={`logic-badge-${nodeId}`}
    >
      {t('logic.badge')} {count}
    </span>
  );
});
