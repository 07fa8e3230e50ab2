import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The member-setting page's words a journey presses (interview.members.* in its language). */
export interface MemberWords {
  add: string;
  observer: string;
  name: string;
  email: string;
  save: string;
  invite: string;
  resend: string;
}

/**
 * On the launch area's member-setting page (open in `page`): adds a host or an observer through
 * the add dialog and mails the invite from their row.
 */
export async function addMember(
  page: Page,
  w: MemberWords,
  member: { role: 'host' | 'observer'; name: string; email: string },
): Promise<void> {
  await page.getByRole('button', { name: w.add }).click();
  const form = page.getByRole('dialog');
  if (member.role === 'observer') await form.getByLabel(w.observer).check();
  await form.getByLabel(w.name).fill(member.name);
  await form.getByLabel(w.email).fill(member.email);
  await form.getByRole('button', { name: w.save }).click();
  await form.waitFor({ state: 'hidden' });
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('button', { name: w.invite, exact: true }).click();
  await row.getByRole('button', { name: w.resend, exact: true }).waitFor();
}

/** The invite link of the newest e-mail to `email` in the local outbox, as a path to go to. */
export async function inviteLink(page: Page, email: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    to: string;
    text: string;
  }[];
  const mail = outbox.filter((m) => m.to === email).at(-1);
  const link = /https?:\/\/\S+\/designer\/h5\/interview-invite\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '');
  expect(link, `an invite mailed to ${email}`).not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.search}`;
}
