import { useEffect, useState } from 'react';

/** The waiting text's dots cycle this often (spec: 800 ms). */
export const DOTS_MS = 800;

/** "." → ".." → "..." → "." while `active`, one step every 800 ms. */
export function useWaitingDots(active: boolean): string {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!active) return;
    setStep(0);
    const id = setInterval(() => setStep((s) => (s + 1) % 3), DOTS_MS);
    return () => clearInterval(id);
  }, [active]);
  return '.'.repeat(step + 1);
}
