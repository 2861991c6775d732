// GET /api/billing-settings/?view=edit - the venue's billing settings (one record, id 1) (admin)
import { collectionRoutes } from '@/features/resources/server';
import { billingSettingsResource } from '@/features/invoices/server';

export const { GET, POST } = collectionRoutes(billingSettingsResource);
