import type { SampleTag } from '@cairn/contract';

/** The local simulator's provider name (the order's `provider`, the ledger's payout account). */
export const LOCAL_PANEL_NAME = 'panel-local';

/** What one panellist did: their answers went through the respond API as a page sends them. */
export interface PanelDelivery {
  panelistId: string;
  responseId: string;
  /** complete, screened_out (the survey's own screen-out), or failed (the survey refused: message). */
  outcome: 'complete' | 'screened_out' | 'failed';
  message?: string;
  /** The panellist's targeting values and how they answered (normal, speeder, straight-liner). */
  profile: Record<string, string>;
  durationMs: number;
}

/**
 * A panel that sells respondents. `deliver` brings the n-th panellist of an order (n counts every
 * delivery of the order, so replacements are new people) to answer the survey. Only the local
 * simulator exists (local-panel.ts); a real panel's adapter would invite its members and report
 * their completes through a callback instead of answering itself.
 */
export interface PanelProvider {
  readonly name: string;
  deliver(request: {
    sampleId: string;
    surveyCode: string;
    tags: SampleTag[];
    n: number;
  }): Promise<PanelDelivery>;
}
