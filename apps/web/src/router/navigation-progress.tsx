import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const SHOW_AFTER_MS = 120;

/** A thin bar at the top while a navigation loads (guard, user record, lazy screen). */
export function NavigationProgress() {
  const isLoading = useNavigation().state !== 'idle';
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    if (!isLoading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);

  return isVisible ? <div className="navigation-progress" role="progressbar" aria-busy="true" /> : null;
}
