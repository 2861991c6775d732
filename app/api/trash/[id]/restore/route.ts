// POST /api/trash/{id}/restore/ - undo a delete: the record returns under its old id (staff, role of its resource)
import { trashRestore } from '@/features/resources/server';
import { resources } from '@/features/dashboard/server';

export const POST = trashRestore(resources);
