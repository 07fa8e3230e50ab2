import { Input } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from '../projects/debounce.ts';

/** How long typing must pause before the list is searched, so each keystroke is not a call. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

export interface LibrarySearchProps {
  label: string;
  placeholder: string;
  onSearch(keyword: string): void;
  className?: string;
}

/** A keyword box that searches after a pause in typing, and at once on Enter or clear. */
export function LibrarySearch({ label, placeholder, onSearch, className }: LibrarySearchProps) {
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const search = useMemo(
    () => debounce((value: string) => latest.current(value.trim()), LIBRARY_SEARCH_DEBOUNCE_MS),
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
