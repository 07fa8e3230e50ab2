import type { Page } from 'playwright-core';

/**
 * Holds every button spinner that starts to leave in its leaving state (its shrink paused each
 * frame), as it stays when antd's motion misses its transitionend. A journey then proves the
 * button is already named by its label alone: the stale spinner once kept the name "loading …"
 * for over 30 s after the call had answered (interview invites, promo-code redemption in CI).
 */
export async function holdLeavingSpinners(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hold = () => {
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (target instanceof Element && target.closest('.ant-btn-loading-icon-motion-leave'))
          animation.pause();
      }
      requestAnimationFrame(hold);
    };
    requestAnimationFrame(hold);
  });
}

/** A spinner held leaving by holdLeavingSpinners, once one has started to leave. */
export const leavingSpinner = (page: Page) => page.locator('.ant-btn-loading-icon-motion-leave').first();
