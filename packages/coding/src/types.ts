/**
 * The coder interface shared by the offline coder (this package) and the server's
 * OpenAI-compatible adapter. A coder proposes: it drafts a frame and scores answers against a
 * frame's leaves. It never decides what is applied; callers keep only codes at or above the
 * confidence a person chose, and a person approves them.
 */

/** Net levels as the spec names them: 1 net, 2 subnet, 3 sub-subnet. */
export type NetLevel = 1 | 2 | 3;

export interface FrameNode {
  id: string;
  parentId: string | null;
  level: NetLevel;
  label: string;
  /** Extra words that signal the code (a person's keywords, or the drafted frame's). */
  keywords?: readonly string[];
  /** Example answers for the code; the offline coder treats each as a prototype. */
  examples?: readonly string[];
}

/** A code frame; answers are coded to its leaves (nodes without children). */
export interface Frame {
  nodes: readonly FrameNode[];
}

export interface DraftNode extends FrameNode {
  keywords: readonly string[];
  /** Indices of the answers that best represent the node. */
  exampleIndices: readonly number[];
  /** How many answers contain one of the node's seed terms. */
  support: number;
}

export interface DraftFrame {
  nodes: readonly DraftNode[];
}

export interface CodeScore {
  codeId: string;
  /** 0–1; higher means the coder is surer. Not a calibrated probability. */
  confidence: number;
}

export interface CodedAnswer {
  /** The answer's index in the input array. */
  index: number;
  /** Leaf codes, highest confidence first; empty when nothing scored above `minConfidence`. */
  codes: CodeScore[];
}

export type Progress = (done: number, total: number) => void;

export interface DraftOptions {
  /** Most nets in the draft (default 8). */
  maxNets?: number;
  /** Most leaf codes in the draft (default 20). */
  maxLeaves?: number;
  /** The question asked, as context for a coder that reads it (the LLM adapter; the offline coder does not). */
  question?: string;
  onProgress?: Progress;
}

export interface CodeOptions {
  /** Scores below this are not returned at all (default 0.1). Not the apply threshold. */
  minConfidence?: number;
  /** Most codes returned per answer (default 3). */
  maxCodes?: number;
  /** The question asked, as context for a coder that reads it (the LLM adapter; the offline coder does not). */
  question?: string;
  onProgress?: Progress;
}

export interface Coder {
  draftFrame(answers: readonly string[], options?: DraftOptions): Promise<DraftFrame>;
  code(answers: readonly string[], frame: Frame, options?: CodeOptions): Promise<CodedAnswer[]>;
}

/** Cuts a text into words: `Intl.Segmenter` in tests, jieba on the server. */
export type Segment = (text: string) => string[];
