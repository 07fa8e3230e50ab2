import { SurveyUiProvider } from '@cairn/survey-ui';
import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { signFiles } from '../../api/endpoints/files.ts';
import { createSignedImageCache, type SignedImageCache } from './signed-image-cache.ts';

/**
 * One cache for the app: the canvas, the editor's thumbnails and the region editor share links.
 * `signFiles` is looked up at each call, not kept, so a unit test's spy on it applies.
 */
export const signedImages: SignedImageCache = createSignedImageCache({ sign: (keys) => signFiles(keys) });

/**
 * `resolve(key)` for views: a new function whenever links arrive, so components that read it
 * (and survey-ui's context consumers) render again with the signed link.
 */
export function useImageResolver(cache: SignedImageCache = signedImages): (ref: string) => string {
  const version = useSyncExternalStore(cache.subscribe, cache.version, cache.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reason for a new function.
  return useCallback((ref: string) => cache.resolve(ref), [cache, version]);
}

/** survey-ui's services for the designer: images through the signed-link cache. */
export function SignedImagesProvider({ children }: { children: ReactNode }) {
  const resolveImage = useImageResolver();
  const value = useMemo(() => ({ resolveImage }), [resolveImage]);
  return <SurveyUiProvider value={value}>{children}</SurveyUiProvider>;
}
