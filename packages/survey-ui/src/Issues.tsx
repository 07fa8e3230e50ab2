import type { AnswerIssue, Lang } from '@cairn/core';
import { issueText } from './texts.ts';

/**
 * The question's answer issues in the respondent's words. The live region is always there, so a
 * screen reader announces issues when they appear.
 */
export function Issues({ issues, lang, id }: { issues: readonly AnswerIssue[]; lang: Lang; id?: string }) {
  // One line per kind of problem: a matrix with five empty rows says "answer" once.
  const codes = [...new Set(issues.map((found) => found.code))];
  return (
    <div id={id} className="cairn-issues" aria-live="polite">
      {codes.map((code) => (
        <p key={code} className="cairn-issues__item">
          {issueText(code, lang)}
        </p>
      ))}
    </div>
  );
}
