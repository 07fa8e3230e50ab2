import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { revealNode } from './reveal-node.ts';

/**
 * `/project/{code}/design?node={id}` (the publish diagnosis jumps here): selects and scrolls to the
 * question once the canvas is open, then drops the parameter so a reload does not jump again.
 */
export function useRevealFromUrl(): void {
  const [params, setParams] = useSearchParams();
  const node = Number(params.get('node'));
  useEffect(() => {
    if (!Number.isInteger(node) || node <= 0) return;
    // After the workspace's own mount effect (it resets the view, and parents' effects run last).
    requestAnimationFrame(() => useDesignView.getState().select(node));
    revealNode(node);
    setParams(
      (current) => {
        current.delete('node');
        return current;
      },
      { replace: true },
    );
  }, [node, setParams]);
}
