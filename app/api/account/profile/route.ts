// GET|POST|PATCH /api/account/profile/ - the logged-in visitor's own profile: read, or change name and address
import { withRoute } from '@/lib/api';
import { profileOf, updateProfileAction } from '@/features/accounts/server';

export const GET = withRoute({}, ({ req }) => profileOf(req));
export const POST = withRoute({}, ({ req }) => updateProfileAction(req));
export const PATCH = POST;
