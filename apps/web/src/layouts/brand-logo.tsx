import './brand-logo.css';
import { useTranslation } from 'react-i18next';

/** The Cairn mark (three stacked stones) and word mark. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`brand-logo${inverted ? ' brand-logo--inverted' : ''}`}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0f766e'} />
        <ellipse cx="16" cy="23" rx="9" ry="3.6" fill={inverted ? '#0f766e' : '#ccfbf1'} />
        <ellipse cx="16" cy="16.2" rx="6.6" ry="3" fill={inverted ? '#14b8a6' : '#99f6e4'} />
        <ellipse cx="16" cy="10.2" rx="4.2" ry="2.4" fill={inverted ? '#5eead4' : '#ffffff'} />
      </svg>
      <span className="brand-logo__name">{t('app.name')}</span>
    </span>
  );
}
