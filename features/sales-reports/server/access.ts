import 'server-only';
import { roleAllows, type StaffRole } from '@/features/auth';

/** Who may read sales figures: the box office (and admin, who may do everything). */
const SALES_ROLES: readonly StaffRole[] = ['box_office'];

export const mayReadSales = (role: StaffRole) => roleAllows(role, SALES_ROLES);
