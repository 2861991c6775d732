import 'server-only';
import type { AnyResource } from '@/features/resources';
import { userResource } from '@/features/staff/server';
import {
  eventResource,
  eventTagResource,
  exhibitionTypeResource,
  genreResource,
  productionTagResource,
  seasonResource,
  seriesResource,
} from '@/features/events/server';
import { formResource } from '@/features/forms/server';
import { articleResource } from '@/features/article-editing/server';
import { articleCategoryResource, articleTagResource } from '@/features/magazine/server';
import { mediaResource } from '@/features/media/server';
import { navigationResource, pageResource } from '@/features/pages/server';
import { productionResource } from '@/features/productions/server';
import { redirectResource, settingsResource } from '@/features/settings/server';
import { alertResource, openingHoursExceptionResource, openingHoursResource } from '@/features/site/server';
import { personCategoryResource, personResource } from '@/features/team/server';
import { venueResource } from '@/features/venues/server';
import { seatPlanResource } from '@/features/seating/server';
import { billingSettingsResource } from '@/features/invoices/server';

/** Every resource of the back office by name (the trash restores through it). */
export const resources: Record<string, AnyResource> = Object.fromEntries(
  [
    eventResource,
    productionResource,
    seriesResource,
    venueResource,
    personResource,
    articleResource,
    formResource,
    pageResource,
    navigationResource,
    mediaResource,
    redirectResource,
    settingsResource,
    openingHoursResource,
    openingHoursExceptionResource,
    alertResource,
    userResource,
    articleCategoryResource,
    articleTagResource,
    eventTagResource,
    genreResource,
    productionTagResource,
    personCategoryResource,
    seasonResource,
    exhibitionTypeResource,
    seatPlanResource,
    billingSettingsResource,
  ].map((r) => [r.name, r]),
);
