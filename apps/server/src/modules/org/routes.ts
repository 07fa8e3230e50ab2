import { orgApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { AUDIT_EXPORT_JOB } from '../jobs/job-names.ts';
import { getUserInfo } from '../users/user-info.ts';
import { createAuditExport, runAuditExport } from './audit-export.ts';
import { listAudit } from './audit-log.ts';
import {
  addDepartment,
  deleteDepartment,
  listDepartments,
  moveDepartment,
  renameDepartment,
} from './departments.ts';
import { getOrgOverview } from './org-overview.ts';
import { getOrgPermission } from './org-permission.ts';
import { listUpgrades } from './upgrade-history.ts';
import { upgradeToEnterprise } from './upgrade-organization.ts';

/** The organisation's calls (contract org/org-calls.ts), under /api/designer; the audit export job is worked here. */
export const orgRoutes: RoutesPlugin = async (app, { deps }) => {
  const actor = (userId: number, ip: string) => ({ userId, ip });
  serve(app, orgApi, {
    upgrade: async ({ body, user, request }) => {
      const org = await upgradeToEnterprise(deps.db, {
        userId: user.userId,
        enterpriseName: body.enterpriseName,
        source: 'web',
        ip: request.ip,
        now: deps.now(),
      });
      return {
        organization: { id: org.id, name: org.name, createdAt: org.createdAt.toISOString() },
        user: await getUserInfo(deps, user.userId),
      };
    },
    upgradeHistory: async ({ query, user }) => listUpgrades(deps.db, user.userId, query.page, query.pageSize),
    permission: async ({ user }) => getOrgPermission(deps.db, user.userId),
    overview: async ({ user }) => getOrgOverview(deps.db, user.userId),
    departments: async ({ user }) => listDepartments(deps.db, user.userId),
    addDepartment: async ({ body, user, request }) =>
      addDepartment(deps.db, actor(user.userId, request.ip), body),
    renameDepartment: async ({ body, user, request }) =>
      renameDepartment(deps.db, actor(user.userId, request.ip), body),
    moveDepartment: async ({ body, user, request }) =>
      moveDepartment(deps.db, actor(user.userId, request.ip), body),
    deleteDepartment: async ({ params, body, user, request }) =>
      deleteDepartment(deps.db, actor(user.userId, request.ip), params.id, body.moveTo),
    audit: async ({ query, user }) => listAudit(deps.db, user.userId, query),
    auditExport: async ({ body, user, lang }) => createAuditExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(AUDIT_EXPORT_JOB, async (data) => runAuditExport(deps, Number(data.taskId)));
};
