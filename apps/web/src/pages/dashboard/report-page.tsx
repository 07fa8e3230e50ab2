import { ReportTab } from '../../features/dashboard/report-tab.tsx';
import { useDashboardOutlet } from './dashboard-layout.tsx';

/** /dashboard/{code}/report */
export function DashboardReportPage() {
  const info = useDashboardOutlet();
  return <ReportTab info={info} />;
}
