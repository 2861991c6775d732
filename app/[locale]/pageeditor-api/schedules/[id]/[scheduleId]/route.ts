// DELETE /{lang}/pageeditor-api/schedules/{page_id}/{schedule_id}/ - staff: cancel a publish or unpublish that has not run
import { idParam, idRouteParams, withRoute } from '@/lib/api';
import { cancelSchedule, staffOnPage } from '@/features/pages/server';

const params = idRouteParams.extend({ scheduleId: idParam });

export const DELETE = withRoute({ params, guard: staffOnPage }, async ({ params: p }) => {
  await cancelSchedule(p.id, p.scheduleId);
  return new Response(null, { status: 204 });
});
