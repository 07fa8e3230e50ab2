import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Pagination } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LibraryFrameProps {
  /** The folder tree; shown beside the list, or in a drawer on phones. */
  nav: (close: () => void) => ReactNode;
  heading: string;
  /** Search box, upload button…, right of the heading. */
  tools?: ReactNode;
  /** Under the toolbar, above the list (notices, filters). */
  notice?: ReactNode;
  children: ReactNode;
  /** Right of the list on wide screens (the question preview). */
  side?: ReactNode;
}

/** Below antd's `md` (768 px): the tree folds into a drawer. Unknown (first render) counts as wide. */
export function useIsNarrow(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** A library screen: folder tree, toolbar with the folder's name, the list, an optional side panel. */
export function LibraryFrame({ nav, heading, tools, notice, children, side }: LibraryFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const isNarrow = useIsNarrow();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  // Widening the window with the drawer open would leave it over the visible tree.
  useEffect(() => {
    if (!isNarrow) setDrawerOpen(false);
  }, [isNarrow]);

  return (
    <div className={`lib-page${side ? ' lib-page--with-side' : ''}`}>
      {!isNarrow && <aside className="lib-page__aside">{nav(close)}</aside>}
      <section className="lib-page__main" aria-labelledby={headingId}>
        <div className="lib-toolbar">
          {isNarrow && (
            <Button
              icon={<MenuOutlined />}
              aria-label={t('library.folder.open')}
              aria-expanded={isDrawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <h2 id={headingId} className="lib-toolbar__title" title={heading}>
            {heading}
          </h2>
          {tools}
        </div>
        {notice}
        {children}
      </section>
      {side && <aside className="lib-page__side">{side}</aside>}
      {isNarrow && (
        <Drawer
          open={isDrawerOpen}
          placement="left"
          size={300}
          title={t('library.folder.nav')}
          onClose={close}
          destroyOnHidden
        >
          {nav(close)}
        </Drawer>
      )}
    </div>
  );
}

export interface LibraryPagingProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: number[];
  onChange(page: number, pageSize: number): void;
}

/** Paging under a list; hidden when everything fits on one page of the smallest size. */
export function LibraryPaging({ page, pageSize, total, pageSizes, onChange }: LibraryPagingProps) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  if (total <= (pageSizes[0] ?? pageSize)) return null;
  return (
    <Pagination
      className="lib-paging"
      current={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={pageSizes}
      showSizeChanger={!isNarrow}
      simple={isNarrow}
      showTotal={isNarrow ? undefined : (count) => t('library.common.total', { count })}
      onChange={onChange}
    />
  );
}

/** The last page that still has rows once a list shrank under the current page; null when fine. */
export function pageAfterShrink(total: number, page: number, pageSize: number): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return page > lastPage ? lastPage : null;
}
