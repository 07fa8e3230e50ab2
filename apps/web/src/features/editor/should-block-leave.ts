interface PathLocation {
  pathname: string;
}

/** Leaving a screen (another path) with unsaved changes needs confirmation; query changes do not. */
export function shouldBlockLeave(hasChange: boolean, current: PathLocation, next: PathLocation): boolean {
  return hasChange && current.pathname !== next.pathname;
}
