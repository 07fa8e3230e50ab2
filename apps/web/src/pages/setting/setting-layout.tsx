import './setting.css';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SectionLayout } from '../../layouts/section-layout.tsx';

const SECTIONS = [
  'base',
  'answer',
  'quota',
  'facade',
  'end',
  'weixin',
  'envelope',
  'lottery',
  'prize',
] as const;

/** /project/{code}/setting/*: the settings sections. */
export function SettingLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      navLabel={t('settings.nav.label')}
      links={SECTIONS.map((key) => ({ to: key, label: t(`settings.nav.${key}`) }))}
      mainClassName="setting-main"
    />
  );
}

/** /project/{code}/setting opens the base section. */
export function SettingIndex() {
  return <Navigate to="base" replace />;
}
