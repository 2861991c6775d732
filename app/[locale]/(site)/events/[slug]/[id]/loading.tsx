import { EventDetailSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function EventLoading() {
  return (
    <ProgrammeMain>
      <EventDetailSkeleton />
    </ProgrammeMain>
  );
}
