import { useParams } from 'react-router';

/**
 * The survey being designed, from the route (/project/:code/design). The editor's props carry
 * the tree but not the code, and only the cascade upload needs it (it goes in the signed query).
 */
export function useSurveyCode(): string | undefined {
  const params = useParams();
  return params.code ?? params.surveyCode ?? params.projectCode;
}
