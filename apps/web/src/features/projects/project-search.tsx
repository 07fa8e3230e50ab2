import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../folders/keyword-search.tsx';

/** Keyword box of a project list (the shared keyword search in the project list's words). */
export function ProjectSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <KeywordSearch
      className="project-search"
      label={t('project.search')}
      placeholder={t('project.searchPlaceholder')}
      onSearch={onSearch}
    />
  );
}
