import { Navigate } from 'react-router';

/** /project/{code} opens its default tab, design (spec doc 1 §2). */
export function ProjectIndex() {
  return <Navigate to="design" replace />;
}
