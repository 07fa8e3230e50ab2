import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '../i18n/language.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { UiBridge } from './ui-bridge.tsx';

const antdLocales = { zh: zhCN, en: enUS } as const;

/** antd theme and locale (following the UI language), its message/modal context, server state. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={antdLocales[toLang(i18n.language)]}
      theme={theme}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <UiBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
