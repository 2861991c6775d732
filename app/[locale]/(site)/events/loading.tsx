import { EventListSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function EventsLoading() {
  return (
    <ProgrammeMain>
        <EventListSkeleton rows={5} />
    </ProgrammeMain>
  );
}
