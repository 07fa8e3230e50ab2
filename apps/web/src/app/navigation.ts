import { BASENAME, stripBasename } from './basename.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(`${BASENAME}${to}`);

/** Lets code outside React (the API client's global behaviour) navigate through the router. */
export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The current app-relative path with its query, e.g. `/user/base?tab=1`. */
export function currentAppPath(): string {
  return `${stripBasename(window.location.pathname)}${window.location.search}`;
}
