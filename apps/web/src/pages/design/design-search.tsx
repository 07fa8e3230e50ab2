import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignState } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { plainTitleOf } from './node-label.ts';
import { revealNode } from './use-design-actions.ts';

interface SearchOption {
  value: number;
  label: string;
  /** Lower-cased code and title, what typing matches. */
  haystack: string;
}

/** Spec doc 1 §2: the design search lists questions as code plus title and jumps to the chosen one. */
export function DesignSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { tree, items } = useDesignState();
  const options = useMemo<SearchOption[]>(
    () =>
      items
        .filter((item) => item.kind === 'question')
        .map((item) => {
          const node = tree.nodes.get(item.id);
          const title = node ? plainTitleOf(node) : '';
          const label = node?.code ? `${node.code} ${title}` : title;
          return { value: item.id, label, haystack: label.toLowerCase() };
        }),
    [items, tree],
  );
  return (
    <Select<number, SearchOption>
      className={className}
      showSearch={{
        filterOption: (input, option) => (option?.haystack ?? '').includes(input.trim().toLowerCase()),
      }}
      value={null}
      options={options}
      placeholder={t('design.toolbar.searchPlaceholder')}
      aria-label={t('design.toolbar.search')}
      suffixIcon={<SearchOutlined aria-hidden="true" />}
      notFoundContent={t('design.toolbar.noMatch')}
      popupMatchSelectWidth={360}
      onSelect={(id) => {
        useDesignView.getState().select(id);
        revealNode(id);
      }}
    />
  );
}
