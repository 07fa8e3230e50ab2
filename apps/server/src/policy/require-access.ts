import { AppError } from '../http/app-error.ts';
import { type Action, decide, type ResourceFacts, type Subject } from './policy.ts';

/** For routes: refuses with the action's catalogue code unless the policy allows it. */
export function requireAccess(subject: Subject, resource: ResourceFacts, action: Action): void {
  const decision = decide(subject, resource, action);
  if (!decision.allowed) throw new AppError(decision.code);
}
