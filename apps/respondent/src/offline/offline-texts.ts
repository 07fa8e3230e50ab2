import type { SyncError } from './queue.ts';

/** The offline file's own words, in the survey's language (as the respondent page: never the browser's). */
const zh = {
  heading: '离线访谈',
  host: (name: string) => `主持人：${name}`,
  ticketUntil: (at: string) => `本文件可同步至 ${at}`,
  ticketExpired: '本文件的访谈凭证已过期：请联网后重新下载离线文件，已保存的答卷会用新文件同步。',
  online: '已联网',
  offline: '未联网',
  queued: (n: number) => (n === 0 ? '没有待同步的答卷' : `${n} 份答卷待同步`),
  syncNow: '立即同步',
  syncing: '正在同步…',
  synced: (sent: number, failed: number) =>
    failed === 0 ? `已同步 ${sent} 份` : `已同步 ${sent} 份，${failed} 份未成功`,
  search: '搜索编号、姓名或分组',
  rollCount: (shown: number, total: number) => `受访者 ${shown} / ${total}`,
  emptyRoll: '名单里还没有受访者',
  noMatch: '没有符合的受访者',
  interview: '开始访谈',
  again: '重新访谈',
  againHint: '重新访谈的答卷会替换待同步的这一份',
  doneOnServer: '已访谈',
  absentOnServer: '已缺席',
  waiting: '已答，待同步',
  sent: '已同步',
  back: '返回名单',
  interviewing: (name: string, code: string) => `正在访谈：${name}（${code}）`,
  saved: (name: string) => `${name} 的答卷已保存在本机，联网后会自动同步。`,
  failedTitle: '未同步的答卷',
  network: '网络不可用，联网后会再试',
  refused: (code: string, message: string) => `服务器拒绝（${code}）：${message}`,
  fileInvalid:
    '本离线文件已失效（已被作废或已过期），不能再同步。请联网后重新下载离线访谈文件（主持人在主持台下载，编辑者在项目列表中下载），本机保存的答卷会用新文件同步。',
  noPack: '这个文件缺少访谈数据，请重新下载。',
};

const en: typeof zh = {
  heading: 'Offline interviews',
  host: (name) => `Host: ${name}`,
  ticketUntil: (at) => `This file can sync until ${at}`,
  ticketExpired:
    'This file’s interview ticket has expired: download the offline file again when online; the answers kept here sync with the new file.',
  online: 'Online',
  offline: 'Offline',
  queued: (n) =>
    n === 0 ? 'No answers waiting to sync' : `${n} ${n === 1 ? 'answer' : 'answers'} waiting to sync`,
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  synced: (sent, failed) => (failed === 0 ? `Synced ${sent}` : `Synced ${sent}, ${failed} not synced`),
  search: 'Search code, name or group',
  rollCount: (shown, total) => `Interviewees ${shown} / ${total}`,
  emptyRoll: 'The roll has no interviewees yet',
  noMatch: 'No interviewee matches',
  interview: 'Interview',
  again: 'Redo',
  againHint: 'The new answers replace the ones waiting to sync',
  doneOnServer: 'Interviewed',
  absentOnServer: 'Absent',
  waiting: 'Answered, waiting to sync',
  sent: 'Synced',
  back: 'Back to the roll',
  interviewing: (name, code) => `Interviewing ${name} (${code})`,
  saved: (name) => `${name}’s answers are kept on this device and will sync when the network returns.`,
  failedTitle: 'Answers not synced yet',
  network: 'No network: will try again when online',
  refused: (code, message) => `Refused by the server (${code}): ${message}`,
  fileInvalid:
    'This offline file is no longer valid (withdrawn or expired) and cannot sync. Download a new offline interview file when online (hosts from the host console, editors from the project list); the answers kept here sync with the new file.',
  noPack: 'This file has no interview data: download it again.',
};

export type OfflineTexts = typeof zh;

export function offlineTextsOf(lang: 'zh' | 'en'): OfflineTexts {
  return lang === 'en' ? en : zh;
}

const TICKET_REFUSED = 'A5530';

/**
 * Why an interview did not sync. A5530 (a ticket the server no longer takes) is worded for the
 * file: the catalogue's text sends a console host back to the console, while a file's host needs
 * a new file.
 */
export function errorText(t: OfflineTexts, error: SyncError): string {
  if (error.kind === 'network') return t.network;
  return t.refused(error.code, error.code === TICKET_REFUSED ? t.fileInvalid : error.message);
}
