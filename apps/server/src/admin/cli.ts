import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { errorMessage } from '@cairn/contract';
import { openRuntime } from '../bootstrap.ts';
import { readConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { decideDomain, pendingDomains } from '../modules/account/domains.ts';
import { setRestricted } from '../modules/account/restrictions.ts';
import { revokeUserSessions } from '../modules/auth/sessions.ts';
import { setPassword } from '../modules/users/change-password.ts';
import { createUser } from '../modules/users/create-user.ts';
import { setLevelAsOperator } from '../modules/users/set-user-level.ts';
import { findUserByName } from '../modules/users/user-repo.ts';
import { reconcileLedger } from '../modules/wallet/reconcile.ts';
import { MONEY_OPTIONS, MONEY_USAGE, runMoneyCommand } from './money-commands.ts';
import { runWordsCommand, WORDS_USAGE } from './words-command.ts';

const USAGE = `Cairn operator commands (npm run admin -- <command> [options])

  create-user    --username NAME [--password PW] [--email E] [--level N]
  set-level      --username NAME --level N [--org NAME]
                 (0 free, 1+ enterprise; an account in no organisation gets one named
                 --org, its username by default, with itself as the organisation admin)
  reset-password --username NAME [--password PW]  (ends the user's sessions)
  restrict       --username NAME [--reason TEXT]  (abnormal account: every call answers A2026)
  unrestrict     --username NAME
  domains                                          (claimed e-mail domains under review)
  approve-domain --id N / reject-domain --id N
  list-users
  reconcile                                        (checks the money ledger; exits 1 when off)
${MONEY_USAGE}
${WORDS_USAGE}

A password left out is generated and printed once. With the embedded database, stop the
server first (the data directory serves one process); with DATABASE_URL it may keep running.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
    level: { type: 'string' },
    org: { type: 'string' },
    reason: { type: 'string' },
    id: { type: 'string' },
    help: { type: 'boolean' },
    ...MONEY_OPTIONS,
  },
});

const generated = () => `${randomBytes(9).toString('base64url')}7a`;

function levelOf(value: string | undefined): number {
  const level = Number(value);
  if (value === undefined || !Number.isInteger(level) || level < 0 || level > 9) {
    throw new Error('--level must be a whole number from 0 (free) to 9');
  }
  return level;
}

async function main(): Promise<void> {
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const runtime = await openRuntime(readConfig());
  const { db } = runtime.deps;
  try {
    const needUser = async () => {
      if (!values.username) throw new Error('--username is required');
      const user = await findUserByName(db, values.username);
      if (!user) throw new Error(`No user named ${values.username}`);
      return user;
    };
    switch (command) {
      case 'create-user': {
        if (!values.username) throw new Error('--username is required');
        const password = values.password ?? generated();
        const user = await createUser(db, {
          username: values.username,
          password,
          email: values.email,
          level: values.level === undefined ? 0 : levelOf(values.level),
        });
        console.log(
          `Created ${user.username} (level ${user.level})${values.password ? '' : ` with password ${password}`}`,
        );
        break;
      }
      case 'set-level': {
        const user = await needUser();
        const level = levelOf(values.level);
        const created = await setLevelAsOperator(db, user, level, values.org, Date.now());
        console.log(`${user.username} is now level ${level} (${level === 0 ? 'free' : 'enterprise'})`);
        if (created)
          console.log(`Organisation ${created.organizationName} created, ${user.username} its admin`);
        break;
      }
      case 'reset-password': {
        const user = await needUser();
        const password = values.password ?? generated();
        await setPassword(db, user.id, password, Date.now());
        await revokeUserSessions(db, user.id, Date.now());
        console.log(
          `Password of ${user.username} reset${values.password ? '' : ` to ${password}`}; their sessions have ended.`,
        );
        break;
      }
      case 'restrict':
      case 'unrestrict': {
        const user = await needUser();
        const on = command === 'restrict';
        const changed = await setRestricted(db, user.id, on, { reason: values.reason, now: Date.now() });
        console.log(
          `${user.username} ${changed ? (on ? 'is now restricted (A2026 on every call)' : 'is no longer restricted') : on ? 'was already restricted' : 'was not restricted'}`,
        );
        break;
      }
      case 'domains': {
        for (const d of await pendingDomains(db)) console.log(`${d.id}\t${d.domain}\tuser ${d.userId}`);
        break;
      }
      case 'approve-domain':
      case 'reject-domain': {
        const id = Number(values.id);
        if (!Number.isInteger(id) || id < 1) throw new Error('--id is required');
        const approve = command === 'approve-domain';
        if (!(await decideDomain(db, id, approve, Date.now()))) throw new Error(`No domain ${id}`);
        console.log(`Domain ${id} ${approve ? 'approved' : 'rejected'}`);
        break;
      }
      case 'list-users': {
        const rows = await db.select().from(users).orderBy(users.id);
        for (const u of rows) console.log(`${u.id}\t${u.username}\tlevel ${u.level}\t${u.email ?? ''}`);
        break;
      }
      case 'reconcile': {
        const check = await reconcileLedger(db);
        console.log(JSON.stringify(check, null, 2));
        if (!check.ok) process.exitCode = 1;
        break;
      }
      case 'words':
        await runWordsCommand(db, positionals.slice(1));
        break;
      default:
        if (await runMoneyCommand(runtime.deps, command, values)) break;
        throw new Error(`Unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  const message =
    error instanceof AppError
      ? `${error.code}: ${errorMessage(error.code, 'en', error.detail)}`
      : (error as Error).message;
  console.error(message);
  process.exit(1);
});
