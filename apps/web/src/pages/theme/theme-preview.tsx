import type { DesignTreeView } from '@cairn/contract';
import type { Lang, Theme } from '@cairn/core';
import { QuestionView, ThemeScope, useSwipe } from '@cairn/survey-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Segmented, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewPages } from '../../features/theme/preview-pages.ts';

type Device = 'pc' | 'phone';

/**
 * The survey's real questions drawn by survey-ui under the working theme, in a computer or phone
 * frame, page by page with the theme's transition (and swipe on the phone when touch is on).
 * Answers stay in this preview; nothing is sent.
 */
export function ThemePreview({
  theme,
  backgroundUrl,
  tree,
}: {
  theme: Theme;
  backgroundUrl: string | null;
  tree: UseQueryResult<DesignTreeView>;
}) {
  const { t, i18n } = useTranslation();
  const [device, setDevice] = useState<Device>('pc');
  const [page, setPage] = useState({ index: 0, back: false });
  const [answers, setAnswers] = useState<Record<number, unknown>>({});
  const pages = useMemo(() => (tree.data ? previewPages(tree.data) : []), [tree.data]);
  const index = Math.min(page.index, Math.max(pages.length - 1, 0));
  const go = (to: number) =>
    setPage({ index: Math.max(0, Math.min(pages.length - 1, to)), back: to < index });
  const swipe = useSwipe(theme.touch && device === 'phone', (d) => go(d === 'next' ? index + 1 : index - 1));
  const lang: Lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const questions = pages[index] ?? [];
  const empty = tree.data !== undefined && pages.every((p) => p.length === 0);

  return (
    <section className="theme-preview" aria-labelledby="theme-preview-title">
      <div className="theme-preview__bar">
        <h2 id="theme-preview-title" className="theme-section__title">
          {t('theme.preview.title')}
        </h2>
        <Segmented<Device>
          value={device}
          onChange={setDevice}
          options={[
            { value: 'pc', label: t('theme.preview.pc') },
            { value: 'phone', label: t('theme.preview.phone') },
          ]}
          aria-label={t('theme.preview.device')}
        />
      </div>
      <div className={`theme-preview__stage theme-preview__stage--${device}`}>
        <div className={`theme-frame theme-frame--${device}`} data-testid="theme-frame">
          <ThemeScope theme={theme} backgroundUrl={backgroundUrl} className="theme-frame__screen">
            {tree.isError ? (
              <p className="theme-preview__note">{t('theme.preview.loadError')}</p>
            ) : !tree.data ? (
              <Skeleton active paragraph={{ rows: 6 }} className="theme-preview__note" />
            ) : empty ? (
              <Empty className="theme-preview__note" description={t('theme.preview.empty')} />
            ) : (
              <div className="theme-frame__scroll" {...swipe}>
                <div key={index} className={`cairn-page${page.back ? ' is-back' : ''}`}>
                  {questions.map(({ node, number }) => (
                    <QuestionView
                      key={node.id}
                      node={node}
                      number={number}
                      value={answers[node.id]}
                      onChange={(value) => setAnswers((a) => ({ ...a, [node.id]: value }))}
                      mode="respond"
                      lang={lang}
                      headingLevel={3}
                    />
                  ))}
                  <nav
                    className="theme-frame__nav"
                    aria-label={t('theme.preview.page', { page: index + 1, total: pages.length })}
                  >
                    {index > 0 ? (
                      <button type="button" className="cairn-button" onClick={() => go(index - 1)}>
                        {t('theme.preview.previous')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="cairn-button cairn-button--primary"
                      // On the last page the preview's submit goes nowhere: nothing is sent.
                      onClick={() => go(index + 1)}
                    >
                      {index >= pages.length - 1 ? t('theme.preview.submit') : t('theme.preview.next')}
                    </button>
                  </nav>
                  <p className="theme-frame__page">
                    {t('theme.preview.page', { page: index + 1, total: pages.length })}
                  </p>
                </div>
              </div>
            )}
          </ThemeScope>
        </div>
      </div>
    </section>
  );
}
