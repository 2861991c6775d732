import { ProductionsSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function ProductionsLoading() {
  return (
    <ProgrammeMain>
      <ProductionsSkeleton />
    </ProgrammeMain>
  );
}
