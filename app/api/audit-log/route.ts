// GET /api/audit-log/?resource=&record_id=&username= - who changed what and when (administrators)
import { auditLogList } from '@/features/resources/server';

export const GET = auditLogList;
