import type { FileRef } from '@cairn/core/question-types/files';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the host app lends the renderers. survey-ui does no network itself: the respondent app
 * uploads through its API, the designer through its own client.
 */
/** Which question a file is for, and where the host reports how far the upload is (0–1). */
export interface UploadTarget {
  nodeId: number;
  onProgress?: (fraction: number) => void;
}

export interface SurveyUiServices {
  /**
   * Stores a file and answers its reference (upload, signature, recorder). A rejection's
   * `message`, when it has one, is shown to the respondent: the host words it in the survey's
   * language.
   */
  uploadFile?: (file: File, target: UploadTarget) => Promise<FileRef>;
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

/**
 * Whether trying the same file again may succeed: yes unless the host marked the failure
 * `retryable: false` (a refusal of the file itself: its type or size).
 */
export function mayRetry(error: unknown): boolean {
  return (error as { retryable?: unknown } | null)?.retryable !== false;
}

/** The reason a host gave for a failed upload, or null when it gave none. */
export function failureReason(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}
