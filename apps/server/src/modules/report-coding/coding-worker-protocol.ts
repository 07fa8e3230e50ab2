import type { CodedAnswer, DraftFrame, FrameNode } from '@cairn/coding';
import type { CoderConfig } from '../../coder-config.ts';
import type { AuditEntry } from './coder-factory.ts';

/** The one job a coding worker thread runs (workerData), and what it posts back. */
export type CodingJob =
  | { op: 'draft'; config: CoderConfig; answers: string[]; maxNets: number; maxLeaves: number }
  | {
      op: 'code';
      config: CoderConfig;
      answers: string[];
      frame: FrameNode[];
      minConfidence: number;
      maxCodes: number;
    };

export type CodingWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'audit'; entry: AuditEntry }
  | { type: 'done'; draft?: DraftFrame; coded?: CodedAnswer[] }
  | { type: 'error'; message: string };
