import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError } from 'zod';
import { ApiError, notFound } from '@/lib/api/errors';
import { fieldErrors, zodMessage } from '@/lib/api/with-route';
import { type Visitor, VISITOR_SESSION_COOKIE } from '@/features/accounts';
import { assertVisitorCsrf, visitorForSession } from '@/features/accounts/server';
import { FAVORITES_COOKIE, MAX_ACCOUNT_FAVORITES, MAX_GUEST_FAVORITES } from '../constants';
import { favoriteKey, parseFavoritesCookie, type FavoriteRef } from '../cookie';
import { toLists } from '../lists';
import { favoriteWrite, type FavoriteWrite } from '../schemas';
import {
  assertSameOrigin,
  formLocale,
  isFormPost,
  readRawBody,
  refererPath,
  seeOther,
  setFavoritesCookie,
} from './http';
import {
  accountFavorites,
  addAccountFavorite,
  countAccountFavorites,
  existingOnline,
  removeAccountFavorite,
} from './store';

const noStore = { 'cache-control': 'no-store' };

async function visitorOf(req: NextRequest) {
  return visitorForSession(req.cookies.get(VISITOR_SESSION_COOKIE)?.value);
}

/** The favorites of whoever asks: the account's for a visitor, the cookie's for a guest (only what is online). */
export async function readFavorites(visitor: Visitor | null, cookieValue: string | undefined): Promise<FavoriteRef[]> {
  return existingOnline(visitor ? await accountFavorites(visitor.id) : parseFavoritesCookie(cookieValue));
}

/** GET /api/favorites/ */
export async function getFavoritesResponse(req: NextRequest) {
  const refs = await readFavorites(await visitorOf(req), req.cookies.get(FAVORITES_COOKIE)?.value);
  return NextResponse.json(toLists(refs), { headers: noStore });
}

const tooMany = (max: number) =>
  new ApiError(422, `At most ${max} favorites can be kept; please remove one first.`, 'too_many', { limit: max });

function parseWrite(raw: unknown): FavoriteWrite {
  const parsed = favoriteWrite.safeParse(raw);
  if (!parsed.success) throw new ApiError(422, zodMessage(parsed.error), 'invalid', fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Applies one change to a list: adding needs the item to exist and be online (404 otherwise);
 * removing an entry the list has always works (its item may have gone offline since).
 */
async function checkTarget(ref: FavoriteRef, favorite: boolean, current: FavoriteRef[]) {
  const listed = current.some((r) => r.kind === ref.kind && r.id === ref.id);
  if (favorite || !listed) {
    if (!(await existingOnline([ref])).length) throw notFound(ref.kind === 'event' ? 'Event' : 'Production');
  }
  return listed;
}

async function writeAccount(visitor: Visitor, ref: FavoriteRef, favorite: boolean) {
  const current = await accountFavorites(visitor.id);
  const listed = await checkTarget(ref, favorite, current);
  if (favorite && !listed) {
    if ((await countAccountFavorites(visitor.id)) >= MAX_ACCOUNT_FAVORITES) throw tooMany(MAX_ACCOUNT_FAVORITES);
    await addAccountFavorite(visitor.id, ref);
  } else if (!favorite && listed) await removeAccountFavorite(visitor.id, ref);
  return existingOnline(await accountFavorites(visitor.id));
}

/** A guest's change, kept in the cookie; entries whose item went offline are dropped on the way. */
async function writeGuest(cookieValue: string | undefined, ref: FavoriteRef, favorite: boolean) {
  const current = parseFavoritesCookie(cookieValue);
  const listed = await checkTarget(ref, favorite, current);
  let next = await existingOnline(current);
  if (favorite && !listed) {
    if (next.length >= MAX_GUEST_FAVORITES) throw tooMany(MAX_GUEST_FAVORITES);
    next = [...next, ref];
  } else if (!favorite) next = next.filter((r) => favoriteKey(r) !== favoriteKey(ref));
  return next;
}

/**
 * POST /api/favorites/ {kind, id, favorite}. A heart's fetch gets the new lists as JSON; the heart's
 * plain form (JavaScript off) gets 303 back to its page, with the heart's id as fragment (the page
 * shows a note there), or to the favorites page with ?error= when something went wrong.
 */
export async function postFavoriteResponse(req: NextRequest) {
  assertSameOrigin(req);
  const form = isFormPost(req);
  const locale = formLocale(req);
  const favoritesPage = `/${locale}/user/favorites`;
  try {
    const raw = await readRawBody(req);
    const visitor = await visitorOf(req);
    const data = parseWrite(raw);
    const ref: FavoriteRef = { kind: data.kind, id: data.id };
    if (visitor) {
      const token = form ? data.csrf_token : req.headers.get('x-csrftoken');
      // A cached page cannot carry a visitor's token: without JavaScript its heart asks on the
      // (per-visitor) favorites page, whose form has the token.
      if (form && !token)
        return seeOther(req, `${favoritesPage}?confirm=${favoriteKey(ref)}&favorite=${data.favorite ? 1 : 0}`);
      assertVisitorCsrf(visitor, token);
      const refs = await writeAccount(visitor, ref, data.favorite);
      return form
        ? backTo(req, favoritesPage, ref)
        : NextResponse.json({ ...toLists(refs), favorite: data.favorite }, { headers: noStore });
    }
    const refs = await writeGuest(req.cookies.get(FAVORITES_COOKIE)?.value, ref, data.favorite);
    const res = form
      ? backTo(req, favoritesPage, ref)
      : NextResponse.json({ ...toLists(refs), favorite: data.favorite }, { headers: noStore });
    return setFavoritesCookie(res, refs);
  } catch (error) {
    if (!form || !(error instanceof ApiError || error instanceof ZodError)) throw error;
    if (error instanceof ApiError && error.status === 403) throw error;
    const code =
      error instanceof ApiError && (error.code === 'too_many' || error.code === 'not_found') ? error.code : 'invalid';
    return seeOther(req, `${favoritesPage}?error=${code}`);
  }
}

function backTo(req: NextRequest, favoritesPage: string, ref: FavoriteRef) {
  const back = refererPath(req);
  if (!back || back.split('?')[0] === favoritesPage) return seeOther(req, favoritesPage);
  // The fragment brings the visitor back to the heart they pressed, where a note says what happened.
  return seeOther(req, `${back.split('#')[0]}#fav-${favoriteKey(ref)}`);
}
