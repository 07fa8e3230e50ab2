import { OWN_PROJECT_CODES } from '@cairn/contract';
import { departments, memberships, organizations } from '../../src/db/schema/index.ts';
import { findUserByName } from '../../src/modules/users/user-repo.ts';
import { registerAndLogin, type TestApp } from './test-app.ts';

export interface OrgPerson {
  id: number;
  token: string;
  name: string;
}

export interface OrgFixture {
  orgId: number;
  otherOrgId: number;
  /** Sales (root) → North (child); Ops (sibling root); Globex's Labs in the other organisation. */
  dept: { sales: number; north: number; ops: number; labs: number };
  admin: OrgPerson;
  /** Department admin of Sales. */
  dadmin: OrgPerson;
  /** Member of North, inside the department admin's subtree. */
  inside: OrgPerson;
  /** Member of Ops, outside it. */
  sibling: OrgPerson;
  /** A member of Sales. */
  member: OrgPerson;
  /** An account in no organisation. */
  plain: OrgPerson;
  /** Admin and member of another organisation. */
  otherAdmin: OrgPerson;
  otherMember: OrgPerson;
}

async function person(t: TestApp, name: string): Promise<OrgPerson> {
  const { token } = await registerAndLogin(t, name, `${name}-pass-1`);
  const user = await findUserByName(t.database.db, name);
  return { id: user!.id, token, name };
}

/** Two organisations with departments and people of every role, inserted directly as other tests do. */
export async function buildOrg(t: TestApp, prefix = ''): Promise<OrgFixture> {
  const db = t.database.db;
  const [org] = await db
    .insert(organizations)
    .values({ name: `${prefix}Acme` })
    .returning();
  const [other] = await db
    .insert(organizations)
    .values({ name: `${prefix}Globex` })
    .returning();
  const orgId = org!.id;
  const otherOrgId = other!.id;
  const dep = async (organizationId: number, name: string, parentId: number | null = null) =>
    (await db.insert(departments).values({ organizationId, name, parentId }).returning())[0]!.id;
  const sales = await dep(orgId, 'Sales');
  const north = await dep(orgId, 'North', sales);
  const ops = await dep(orgId, 'Ops');
  const labs = await dep(otherOrgId, 'Labs');
  const p = (n: string) => person(t, `${prefix}${n}`);
  const [admin, dadmin, inside, sibling, member, plain, otherAdmin, otherMember] = await Promise.all(
    ['admin', 'dadmin', 'inside', 'sibling', 'member', 'plain', 'otherAdmin', 'otherMember'].map(p),
  );
  const join = (u: OrgPerson, organizationId: number, departmentId: number | null, role: number) =>
    db
      .insert(memberships)
      .values({ userId: u.id, organizationId, departmentId, role, permissionCodes: [...OWN_PROJECT_CODES] });
  await join(admin!, orgId, null, 1);
  await join(dadmin!, orgId, sales, 2);
  await join(inside!, orgId, north, 3);
  await join(sibling!, orgId, ops, 3);
  await join(member!, orgId, sales, 3);
  await join(otherAdmin!, otherOrgId, null, 1);
  await join(otherMember!, otherOrgId, labs, 3);
  return {
    orgId,
    otherOrgId,
    dept: { sales, north, ops, labs },
    admin: admin!,
    dadmin: dadmin!,
    inside: inside!,
    sibling: sibling!,
    member: member!,
    plain: plain!,
    otherAdmin: otherAdmin!,
    otherMember: otherMember!,
  };
}
