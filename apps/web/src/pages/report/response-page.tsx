import { useParams } from 'react-router';
import { AnswersScreen } from '../../features/report/answers/answers-screen.tsx';

/** /project/{code}/report/response: the survey's response data. */
export function ReportResponsePage() {
  const code = useParams().code ?? '';
  return <AnswersScreen key={code} code={code} />;
}
