import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedImagesProvider } from '../features/images/signed-images.tsx';
import { toLang } from '../i18n/language.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { UiBridge } from './ui-bridge.tsx';

const antdLocales = { zh: zhCN, en: enUS } as const;

/**
 * antd theme and locale (following the UI language), its message/modal context, server state,
 * and survey-ui's image links (signed on demand, wherever questions are shown).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={antdLocales[toLang(i18n.language)]}
      theme={theme}
      button={{ autoInsertSpace: false }}
    >
      {/* Toasts open below the 56 px headers: at antd's 8 px they covered the project tabs a
          person reaches for right after the action they report ("published", then the launch tab). */}
      <AntdApp message={{ top: 64 }}>
        <UiBridge />
        <QueryClientProvider client={queryClient}>
          <SignedImagesProvider>{children}</SignedImagesProvider>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
