// GET /api/favorites/ - the asker's favorites {events, productions} (account for a visitor, cookie for a guest)
// POST /api/favorites/ - {kind, id, favorite}: JSON from a heart, or the heart's plain form (303 back)
import { withRoute } from '@/lib/api';
import { getFavoritesResponse, postFavoriteResponse } from '@/features/favorites/server';

export const dynamic = 'force-dynamic';

export const GET = withRoute({}, ({ req }) => getFavoritesResponse(req));
export const POST = withRoute({}, ({ req }) => postFavoriteResponse(req));
