import {
  ROLL_FIELD_VALUE_MAX,
  ROLL_GROUP_NAME_MAX,
  ROLL_MAX,
  ROLL_NAME_MAX,
  type RollImportIssue,
  type RollImportReport,
  type RollIssueReason,
  ZRollMobile,
} from '@cairn/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { freshIntervieweeCodes } from './roll-codes.ts';
import { type ColumnTarget, columnOf } from './roll-columns.ts';
import { ensureGroups } from './roll-groups-store.ts';
import { lockRoll } from './roll-project.ts';
import type { RollCell, RollSheet } from './roll-sheet.ts';

/** A mobile as stored and compared: the digits and a leading +, without spaces or dashes. */
export function normalMobile(mobile: string): string {
  return mobile.replace(/[\s-]/g, '');
}

interface ReadyRow {
  row: number;
  name: string;
  mobile: string | null;
  group: string | null;
  fields: Record<string, string>;
}

const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * POST /v1/discussion/user/import, after the caller's right and the file were checked: every row
 * is checked as a whole and a row with any problem is left out and reported (row, column, reason,
 * value); groups the kept rows name are created; each new interviewee gets a fresh code. Runs with
 * the roll locked, so the mobile check and the cap hold against a concurrent import or edit.
 */
export async function importRoll(db: Db, surveyId: number, sheet: RollSheet): Promise<RollImportReport> {
  return db.transaction(async (tx) => {
    const { heads } = await lockRoll(tx, surveyId);
    const errors: RollImportIssue[] = [];
    const seen = new Set<string>();
    const targets: ColumnTarget[] = sheet.header.map((header) => {
      const target = columnOf(header, heads);
      const id = target ? `${target.kind}:${target.key}` : '';
      if (target && seen.has(id)) return null; // a repeated column: the first one counts
      if (target) seen.add(id);
      return target;
    });
    if (!targets.some((t) => t?.kind === 'fixed' && t.key === 'name'))
      throw new AppError('A0109', 'the file has no name column');
    sheet.header.forEach((header, i) => {
      if (header !== '' && targets[i] === null)
        errors.push({ row: 1, column: header, reason: 'unknownColumn', value: cut(header) });
    });

    const held = await heldMobiles(tx, surveyId, sheet, targets);
    const inFile = new Set<string>();
    const ready: ReadyRow[] = [];
    for (const row of sheet.rows) {
      const rowErrors: RollImportIssue[] = [];
      const issue = (i: number, reason: RollIssueReason, value: string) =>
        rowErrors.push({ row: row.number, column: sheet.header[i] ?? '', reason, value: cut(value) });
      const out: ReadyRow = { row: row.number, name: '', mobile: null, group: null, fields: {} };
      const readCell = (cell: RollCell, target: NonNullable<ColumnTarget>, i: number): void => {
        if (typeof cell !== 'string') {
          issue(i, 'formula', '');
        } else if (target.kind === 'head') {
          if (cell.length > ROLL_FIELD_VALUE_MAX) issue(i, 'valueTooLong', cell);
          else if (cell !== '') out.fields[target.key] = cell;
        } else if (target.key === 'name') {
          if (cell === '') issue(i, 'nameMissing', '');
          else if (cell.length > ROLL_NAME_MAX) issue(i, 'nameTooLong', cell);
          else out.name = cell;
        } else if (target.key === 'group') {
          if (cell.length > ROLL_GROUP_NAME_MAX) issue(i, 'groupTooLong', cell);
          else out.group = cell === '' ? null : cell;
        } else if (cell !== '') {
          const mobile = normalMobile(cell);
          if (!ZRollMobile.safeParse(cell).success) issue(i, 'mobileInvalid', cell);
          else if (held.has(mobile)) issue(i, 'mobileTaken', cell);
          else if (inFile.has(mobile)) issue(i, 'mobileDuplicateInFile', cell);
          else out.mobile = mobile;
        }
      };
      row.cells.forEach((cell: RollCell, i) => {
        const target = targets[i];
        if (target) readCell(cell, target, i);
      });
      const nameAt = targets.findIndex((t) => t?.kind === 'fixed' && t.key === 'name');
      if (out.name === '' && !rowErrors.some((e) => e.reason === 'nameMissing' || e.reason === 'nameTooLong'))
        issue(nameAt, 'nameMissing', '');
      if (rowErrors.length > 0) {
        errors.push(...rowErrors);
        continue;
      }
      if (out.mobile) inFile.add(out.mobile);
      ready.push(out);
    }

    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(discussionUsers)
      .where(eq(discussionUsers.surveyId, surveyId));
    const room = Math.max(0, ROLL_MAX - Number(total));
    const kept = ready.slice(0, room);
    for (const r of ready.slice(room)) errors.push({ row: r.row, column: '', reason: 'rollFull', value: '' });
    const { ids, created } = await ensureGroups(
      tx,
      surveyId,
      kept.map((r) => r.group).filter((g): g is string => g !== null),
    );
    const codes = await freshIntervieweeCodes(tx, surveyId, kept.length);
    for (let i = 0; i < kept.length; i += 500) {
      await tx.insert(discussionUsers).values(
        kept.slice(i, i + 500).map((r, j) => ({
          surveyId,
          code: codes[i + j]!,
          name: r.name,
          mobile: r.mobile,
          groupId: r.group === null ? null : (ids.get(r.group.toLowerCase()) ?? null),
          fields: r.fields,
        })),
      );
    }
    errors.sort((a, b) => a.row - b.row);
    return {
      rows: sheet.rows.length,
      imported: kept.length,
      groupsCreated: created,
      errors: errors.slice(0, 1000),
    };
  });
}

/** The roll's mobiles among those the file names (normalised), to report repeats per row. */
async function heldMobiles(tx: Db, surveyId: number, sheet: RollSheet, targets: ColumnTarget[]) {
  const at = targets.findIndex((t) => t?.kind === 'fixed' && t.key === 'mobile');
  const wanted =
    at < 0
      ? []
      : [
          ...new Set(
            sheet.rows
              .map((r) => r.cells[at])
              .filter((c): c is string => typeof c === 'string' && c !== '')
              .map(normalMobile),
          ),
        ];
  const held = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await tx
      .select({ mobile: discussionUsers.mobile })
      .from(discussionUsers)
      .where(
        and(
          eq(discussionUsers.surveyId, surveyId),
          inArray(discussionUsers.mobile, wanted.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) if (r.mobile) held.add(r.mobile);
  }
  return held;
}
