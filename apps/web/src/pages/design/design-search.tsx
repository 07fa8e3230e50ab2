import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignState } from '../../features/design/design-session.ts';
import { useDesignSession } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { plainTitleOf } from './node-label.ts';
import { revealNode } from './reveal-node.ts';

interface SearchOption {
  value: number;
  label: string;
  /** Lower-cased code and title, what typing matches. */
  haystack: string;
}

const NO_OPTIONS: SearchOption[] = [];

/** The questions in reading order as search options. */
function searchOptionsOf({ tree, items }: DesignState): SearchOption[] {
  return items
    .filter((item) => item.kind === 'question')
    .map((item) => {
      const node = tree.nodes.get(item.id);
      const title = node ? plainTitleOf(node) : '';
      const label = node?.code ? `${node.code} ${title}` : title;
      return { value: item.id, label, haystack: label.toLowerCase() };
    });
}

/**
 * Spec doc 1 §2: the design search lists questions as code plus title and jumps to the chosen one.
 * The list is taken from the session when it opens, and the search does not follow the design
 * state: every edit and every drop changes the tree, and a closed select re-rendering with 300
 * options each time cost the drop's frame.
 */
export function DesignSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { session } = useDesignSession();
  const [options, setOptions] = useState(NO_OPTIONS);
  return (
    <Select<number, SearchOption>
      className={className}
      showSearch={{
        filterOption: (input, option) => (option?.haystack ?? '').includes(input.trim().toLowerCase()),
      }}
      value={null}
      options={options}
      onOpenChange={(open) => setOptions(open ? searchOptionsOf(session.get()) : NO_OPTIONS)}
      placeholder={t('design.toolbar.searchPlaceholder')}
      aria-label={t('design.toolbar.search')}
      suffixIcon={<SearchOutlined aria-hidden="true" />}
      notFoundContent={t('design.toolbar.noMatch')}
      popupMatchSelectWidth={360}
      // On a phone the list is wider than the room beside the field: design.css spans the screen.
      classNames={{ popup: { root: 'design-search__popup' } }}
      onSelect={(id) => {
        useDesignView.getState().select(id);
        revealNode(id);
      }}
    />
  );
}
