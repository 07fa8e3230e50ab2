import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { DesignSession, DesignState } from './design-session.ts';

interface SessionContext {
  session: DesignSession;
  /** Without the edit right the canvas shows the survey and changes nothing. */
  readOnly: boolean;
}

const Context = createContext<SessionContext | null>(null);

export function DesignSessionProvider(props: {
  session: DesignSession;
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <Context.Provider value={{ session: props.session, readOnly: props.readOnly }}>
      {props.children}
    </Context.Provider>
  );
}

export function useDesignSession(): SessionContext {
  const value = useContext(Context);
  if (!value) throw new Error('useDesignSession outside DesignSessionProvider');
  return value;
}

/** The shown tree and rows; re-renders when an edit shows, is answered or is taken back. */
export function useDesignState(): DesignState {
  const { session } = useDesignSession();
  return useSyncExternalStore(session.subscribe, session.get);
}
