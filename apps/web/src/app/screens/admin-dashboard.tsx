import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { GeoAdminCard } from '@/features/geo/components/geo-admin-card';

/** /admin: the dashboard, ending with the way to the geo tree. */
export function Component() {
  return (
    <DashboardScreen>
      <GeoAdminCard />
    </DashboardScreen>
  );
}
