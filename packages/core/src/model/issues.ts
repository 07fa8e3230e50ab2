/**
 * Expected failures are returned as data. Codes are the error catalogue's (contract): A0101
 * question code, A0102 option code, A0103 code format, A0114 restore clash, A0121–A0124 logic rules (logic/check-rules.ts), A0210/A0211 limits,
 * A0400 input that cannot apply to this tree, A0404 a record that is not there.
 */
export type IssueCode =
  | 'A0101'
  | 'A0102'
  | 'A0103'
  | 'A0114'
  | 'A0121'
  | 'A0122'
  | 'A0123'
  | 'A0124'
  | 'A0210'
  | 'A0211'
  | 'A0400'
  | 'A0404';

export interface Issue {
  code: IssueCode;
  /** Where: e.g. ['nodes', 12, 'code'] or ['options', 40]. */
  path: (string | number)[];
  message: string;
}

export function issue(code: IssueCode, path: Issue['path'], message: string): Issue {
  return { code, path, message };
}
