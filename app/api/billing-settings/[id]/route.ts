// GET /api/billing-settings/1/ - the billing settings · POST/PATCH - change them (admin, CSRF)
import { itemRoutes } from '@/features/resources/server';
import { billingSettingsResource } from '@/features/invoices/server';

export const { GET, POST, PATCH, DELETE } = itemRoutes(billingSettingsResource);
