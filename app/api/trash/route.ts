// GET /api/trash/?resource= - deleted records that can be restored within 30 days (staff)
import { trashList } from '@/features/resources/server';

export const GET = trashList;
