import { Pagination, Spin } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionPage } from './board-queries.ts';
import type { FilePart, TextPart } from './part-types.ts';

const PAGE_SIZE = 20;

/**
 * Whether later pages may be fetched (frequency/item, the author's call). The client's read-only
 * community board shows the first page only: it holds no designer session.
 */
export const AnswerPaging = createContext(true);

interface ListedFile {
  key: string;
  name: string;
  url: string | null;
}

function linesOf(part: TextPart | FilePart): { key: string; lines: string[]; files: ListedFile[] }[] {
  return part.type === 'file'
    ? part.items.map((item) => ({
        key: String(item.row),
        lines: [],
        // Named and signed by the server; a bare key (an older answer shape) stays a plain entry.
        files: item.links ?? item.files.map((key) => ({ key, name: key, url: null })),
      }))
    : part.items.map((item) => ({ key: String(item.row), lines: [item.text], files: [] }));
}

/**
 * Open answers (or uploaded files) as a paged list: the first page comes with the board, later
 * pages from frequency/item, which pages the question's lists under the same filter.
 */
export function AnswerList({
  surveyCode,
  nodeId,
  part,
  showLabel,
}: {
  surveyCode: string;
  nodeId: number;
  part: TextPart | FilePart;
  /** Name the column (an "other" text, a form field); a lone open question's title is above already. */
  showLabel: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const paging = useContext(AnswerPaging);
  const later = useQuestionPage(surveyCode, nodeId, page, page > 1);
  const shown = page === 1 ? part : later.data?.parts.find((p) => p.type === part.type && p.key === part.key);
  const items = shown ? linesOf(shown as TextPart | FilePart) : [];
  return (
    <div className="board-answers">
      {showLabel && part.label ? <div className="board-answers__label">{part.label}</div> : null}
      {page > 1 && later.isLoading ? <Spin className="board-answers__spin" /> : null}
      {items.length === 0 && !(page > 1 && later.isLoading) ? (
        <p className="board-answers__empty">{t('reportBoard.list.empty')}</p>
      ) : (
        <ol className="board-answers__list">
          {items.map((item) => (
            <li key={item.key} className="board-answers__item">
              {part.type === 'file' ? (
                <ul className="board-answers__files" aria-label={t('reportBoard.col.files')}>
                  {item.files.map((file) => (
                    <li key={file.key}>
                      {file.url ? (
                        <a href={file.url} target="_blank" rel="noopener noreferrer">
                          {file.name}
                        </a>
                      ) : (
                        file.name
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="board-answers__text">{item.lines[0]}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {paging && part.total > PAGE_SIZE ? (
        <Pagination
          className="board-answers__pages"
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={part.total}
          showSizeChanger={false}
          showTotal={(total) => t('reportBoard.list.total', { total })}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
