import { type CallInput, type Endpoint, OWN_PROJECT_CODES, orgApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../../src/db/schema/index.ts';
import { registerAndLogin, type TestApp } from './test-app.ts';

/** Organisation test helpers: accounts, upgrades and placing members by hand (members are org-members' area). */
export function orgHelpers(app: () => TestApp) {
  const call = async <E extends Endpoint>(token: string, endpoint: E, input: CallInput<E>) =>
    (await app().api(endpoint, input, { token })).body;
  const userId = async (name: string) =>
    (await app().database.db.select().from(users).where(eq(users.username, name)))[0]!.id;
  const account = async (name: string) => (await registerAndLogin(app(), name, `${name}-pass-1`)).token;
  /** A new account upgraded to an organisation of its own; answers its token and organisation id. */
  const admin = async (name: string, enterpriseName: string) => {
    const token = await account(name);
    const res = await call(token, orgApi.upgrade, { enterpriseName });
    if (res.code !== '00000') throw new Error(`upgrade failed: ${JSON.stringify(res)}`);
    return { token, organizationId: res.data!.organization.id };
  };
  /** A new account placed in an organisation with a role, department and codes (a new member's by default). */
  const member = async (
    name: string,
    organizationId: number,
    role: number,
    departmentId: number | null = null,
    permissionCodes: string[] = [...OWN_PROJECT_CODES],
  ) => {
    const token = await account(name);
    await app()
      .database.db.insert(memberships)
      .values({ userId: await userId(name), organizationId, role, departmentId, permissionCodes });
    return token;
  };
  return { call, userId, account, admin, member };
}
