import { Input } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debounce } from './debounce.ts';

/** How long typing must pause before the list is searched, so each keystroke is not a call. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Keyword box of a project list: searches after a pause in typing, at once on Enter or clear. */
export function ProjectSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const search = useMemo(
    () => debounce((value: string) => latest.current(value.trim()), SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);

  return (
    <Input.Search
      className="project-search"
      allowClear
      value={text}
      maxLength={100}
      placeholder={t('project.searchPlaceholder')}
      aria-label={t('project.search')}
      onChange={(event) => {
        setText(event.target.value);
        search(event.target.value);
      }}
      onSearch={(value) => {
        search(value);
        search.flush();
      }}
    />
  );
}
