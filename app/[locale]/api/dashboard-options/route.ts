// GET /{lang}/api/dashboard-options/ - the option lists of the dashboard's forms (staff)
import { localeParams, withRoute } from '@/lib/api';
import { requireStaff } from '@/features/auth/server';
import { dashboardOptions } from '@/features/dashboard/server';

export const GET = withRoute({ params: localeParams, guard: requireStaff }, async ({ params }) =>
  dashboardOptions(params.locale),
);
