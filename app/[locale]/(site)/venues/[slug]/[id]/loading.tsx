import { VenuesSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function VenueLoading() {
  return (
    <ProgrammeMain>
      <VenuesSkeleton />
    </ProgrammeMain>
  );
}
