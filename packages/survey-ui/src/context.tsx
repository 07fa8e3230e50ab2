import type { FileRef } from '@cairn/core/question-types/files';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the host app lends the renderers. survey-ui does no network itself: the respondent app
 * uploads through its API, the designer through its own client.
 */
export interface SurveyUiServices {
  /** Stores a file and answers its reference (upload, signature, recorder). */
  uploadFile?: (file: File) => Promise<FileRef>;
  /** Turns a stored image reference (option image, heatmap image) into a URL for <img>. */
  resolveImage?: (ref: string) => string;
}

const SurveyUiContext = createContext<SurveyUiServices>({});

export function SurveyUiProvider({ value, children }: { value: SurveyUiServices; children: ReactNode }) {
  return <SurveyUiContext.Provider value={value}>{children}</SurveyUiContext.Provider>;
}

export function useSurveyUi(): SurveyUiServices {
  return useContext(SurveyUiContext);
}

export function useImageUrl(): (ref: string) => string {
  const { resolveImage } = useSurveyUi();
  return resolveImage ?? ((ref) => ref);
}
