import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { PASSWORD } from './projects.ts';

/**
 * Accounts the shared journey server serves from its start: enterprise accounts (level 1) and an
 * organisation admin, written into its embedded database while it is stopped once after its
 * first start (global-setup), as the operator's create-user would. Before, each journey that
 * needed one started a server of its own, stopped it to write the account and started it again. Each journey has
 * accounts of its own, so journeys running side by side never see each other's projects.
 */
export const PREPARED_ACCOUNTS = {
  tagsZh: { name: 'preptagszh', level: 1 },
  tagsEn: { name: 'preptagsen', level: 1 },
  dashZh: { name: 'prepdashzh', level: 1 },
  dashEn: { name: 'prepdashen', level: 1 },
  // The chart editor and grid journey (dashboard-editor.spec.ts).
  dashEditorZh: { name: 'prepdasheditzh', level: 1 },
  dashEditorEn: { name: 'prepdashediten', level: 1 },
  insight: { name: 'prepinsight', level: 1 },
  orgAdmin: { name: 'preporgadmin', level: 1, organisation: 'Acme' },
  // The member journeys (org-members.spec.ts): an organisation with a department each.
  membersZh: { name: 'prepmemberszh', level: 1, organisation: '远山咨询', department: '研究部' },
  membersEn: { name: 'prepmembersen', level: 1, organisation: 'Farhill Research', department: 'Research' },
  // The department-admin journey (org-dept-admin.spec.ts) sets its departments up itself.
  deptAdminOrg: { name: 'prepdeptorg', level: 1, organisation: '青松调研' },
} as const;
export type PreparedAccount = keyof typeof PREPARED_ACCOUNTS;

/**
 * Writes the prepared accounts into a stopped server's database (migrated by its first start).
 * The hash is argon2id as the server makes it (modules/auth/passwords.ts), so login works.
 */
export async function prepareAccounts(dataDir: string): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    const passwordHash = await hash(PASSWORD, {
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    for (const account of Object.values(PREPARED_ACCOUNTS)) {
      const user = await db.query<{ id: number }>(
        'INSERT INTO users (username, password_hash, user_code, level) VALUES ($1, $2, $3, $4) RETURNING id',
        [account.name, passwordHash, `prep${randomBytes(6).toString('hex')}`, account.level],
      );
      if ('organisation' in account) {
        const org = await db.query<{ id: number }>(
          'INSERT INTO organizations (name) VALUES ($1) RETURNING id',
          [account.organisation],
        );
        await db.query('INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 1)', [
          user.rows[0]!.id,
          org.rows[0]!.id,
        ]);
        if ('department' in account)
          await db.query('INSERT INTO departments (organization_id, name) VALUES ($1, $2)', [
            org.rows[0]!.id,
            account.department,
          ]);
      }
    }
  } finally {
    await db.close();
  }
}

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
const storages = new Map<PreparedAccount, Promise<Storage>>();

/** The prepared account's logged-in browser storage (logged in once per journey file). */
function storageOf(browser: Browser, account: PreparedAccount, baseURL: string): Promise<Storage> {
  let storage = storages.get(account);
  if (!storage) {
    storage = (async () => {
      const context = await browser.newContext({ baseURL, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/designer/login');
      await page.getByLabel('Account').fill(PREPARED_ACCOUNTS[account].name);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForURL('**/designer/project');
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    storages.set(account, storage);
  }
  return storage;
}

/** A page logged in as a prepared account, in its own context, on the project list. */
export async function pageAsPrepared(
  browser: Browser,
  account: PreparedAccount,
  locale: 'zh-CN' | 'en-US',
  viewport = { width: 1280, height: 900 },
  baseURL: string = inject('baseUrl'),
): Promise<Page> {
  const storage = await storageOf(browser, account, baseURL);
  const context = await browser.newContext({ baseURL, locale, viewport, storageState: storage });
  const page = await context.newPage();
  await page.goto('/designer/project');
  return page;
}
