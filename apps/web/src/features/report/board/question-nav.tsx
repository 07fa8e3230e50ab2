import type { QuestionBoard } from '@cairn/contract';
import { useTranslation } from 'react-i18next';

/** The board's questions as links that scroll to their card and move the focus there. */
export function QuestionNav({ questions }: { questions: readonly QuestionBoard[] }) {
  const { t } = useTranslation();
  const jump = (nodeId: number) => {
    const card = document.getElementById(`board-q-${nodeId}`);
    card?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  };
  return (
    <nav className="board-nav" aria-label={t('reportBoard.questions')}>
      <h3 className="board-nav__title">{t('reportBoard.questions')}</h3>
      <ol className="board-nav__list">
        {questions.map((q) => (
          <li key={q.nodeId}>
            <a
              href={`#board-q-${q.nodeId}`}
              className="board-nav__item"
              title={t('reportBoard.jumpTo', { code: q.code })}
              onClick={(event) => {
                event.preventDefault();
                jump(q.nodeId);
              }}
            >
              <span className="board-nav__code">{q.code}</span>
              <span className="board-nav__text">{q.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
