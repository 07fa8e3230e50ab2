import { useSurveyCode } from '../../features/design/question-editor/use-survey-code.ts';
import { CleaningPage } from '../../features/report/cleaning/cleaning-page.tsx';

/** /project/{code}/report/cleaning: data cleaning. */
export function ReportCleaningPage() {
  const code = useSurveyCode();
  return code ? <CleaningPage code={code} /> : null;
}
