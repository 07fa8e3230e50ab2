import type { DashboardListBody } from '@cairn/contract';

/** React Query keys of the dashboard screens (one root, so a change can refresh them all). */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (body: DashboardListBody) => ['dashboards', 'list', body] as const,
  folders: () => ['dashboards', 'folders'] as const,
  info: (code: string) => ['dashboards', 'info', code] as const,
  shares: (code: string) => ['dashboards', 'shares', code] as const,
  sources: (keyword: string) => ['dashboards', 'sources', keyword] as const,
  nodes: (codes: string[]) => ['dashboards', 'nodes', [...codes].sort()] as const,
  filters: (surveyCode: string) => ['dashboards', 'filters', surveyCode] as const,
  publicInfo: (token: string) => ['dashboards', 'public', token] as const,
};
