import { EnsembleSkeleton } from '@/components/skeletons';
import { ProgrammeMain } from '@/features/events/components/programme-main';

export default function TeamLoading() {
  return (
    <ProgrammeMain>
      <EnsembleSkeleton />
    </ProgrammeMain>
  );
}
