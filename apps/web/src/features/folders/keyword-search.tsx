import { Input } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from '../projects/debounce.ts';

/** How long typing must pause before the list is searched, so each keystroke is not a call. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface KeywordSearchProps {
  label: string;
  placeholder: string;
  onSearch(keyword: string): void;
  className?: string;
}

/**
 * The keyword box of every list with folders (projects, both libraries, the pickers): searches
 * after a pause in typing, and at once on Enter or clear.
 */
export function KeywordSearch({ label, placeholder, onSearch, className }: KeywordSearchProps) {
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
      className={className ?? 'lib-search'}
      allowClear
      value={text}
      maxLength={100}
      placeholder={placeholder}
      aria-label={label}
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
