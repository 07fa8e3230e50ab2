import type { Lang } from '@cairn/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang } from '../i18n/index.ts';
import { toLang } from '../i18n/language.ts';

/** 中文 / English switch for the pages outside the shell (the shell has it in the user menu). */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('lang.label')}
      value={toLang(i18n.language)}
      onChange={(lang) => void changeLang(lang)}
      options={[
        { label: t('lang.zh'), value: 'zh' },
        { label: t('lang.en'), value: 'en' },
      ]}
    />
  );
}
