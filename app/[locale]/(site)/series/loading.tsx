import { SeriesSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function SeriesLoading() {
  return (
    <ProgrammeMain>
      <SeriesSkeleton />
    </ProgrammeMain>
  );
}
