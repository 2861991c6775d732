'use client';

// First: zod's settings before any schema is built (lib/zod-without-eval.ts).
import { zodWithoutEval } from '@/lib/zod-without-eval';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, defaultTheme, type AuthProvider } from 'react-admin';
import { postAction, resourceDataProvider } from './data-provider';
import { adminI18nProvider, type AdminMessages } from './i18n-provider';
import { DashboardHome } from './views/home';
import { TodayDates } from './views/today';
import { MuseumLayout } from './layout';
import * as programme from './views/programme';
import * as content from './views/content';
import * as site from './views/site';
import * as orders from './views/orders';
import * as taxonomy from './views/taxonomy';
import * as seatPlans from './views/seat-plans';
import * as visitors from './views/visitors';
import { WaitingList } from './views/waiting-list';
import { roleAllows, type StaffRole } from '@/features/auth';
import { BillingSettingsEdit } from './views/billing';

zodWithoutEval();

const TAXONOMIES = [
  'article-categories',
  'article-tags',
  'event-tags',
  'genres',
  'production-tags',
  'person-categories',
];

/** The menu's name of the waiting list, from its own messages (handed over in `namespaces`). */
const waitingListLabel = (messages: AdminMessages) =>
  (messages.namespaces?.WaitingList as { admin?: { title?: string } } | undefined)?.admin?.title ?? 'Waiting list';

export type AdminUser = { username: string; name: string; role: StaffRole };

/** The session was checked on the server before this page was sent; logging out ends it there too. */
const authProvider = (locale: string, user: AdminUser): AuthProvider => ({
  login: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      // A full page load on purpose: the login is a Next page outside this react-router app.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.href = `/${locale}/login?next=${encodeURIComponent(window.location.pathname)}`;
      throw error;
    }
  },
  logout: async () => {
    // With the CSRF header: without it the server refuses (403) and the session would live on.
    await postAction('/api/auth/logout/').catch(() => undefined);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- leaving the app for the site
    window.location.href = `/${locale}`;
    return false;
  },
  getIdentity: async () => ({ id: user.username, fullName: user.name }),
  getPermissions: async () => user.role,
});

/**
 * react-admin's theme in the museum's colours. Its spinners (the app bar's refresh indicator, lists
 * and references loading) are progress bars without a name (axe: aria-progressbar-name): every one
 * gets react-admin's own 'loading' text in the dashboard's language.
 */
function museumTheme(loading: string) {
  const named = { defaultProps: { 'aria-label': loading } };
  return {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, primary: { main: '#5b3a1e' }, secondary: { main: '#2f5d50' } },
    // Wide enough for the longest menu names at 1280 px (they wrap rather than end in "…").
    sidebar: { width: 264, closedWidth: 55 },
    components: { ...defaultTheme.components, MuiCircularProgress: named, MuiLinearProgress: named },
  };
}

/**
 * The back office (react-admin): a list and an edit form for every resource of the resource API the
 * user's role may use (door: none, only the home page with today's dates and the check-in; box office:
 * orders, visitor accounts and seat plans; editor: content; admin: all). Hiding is for the people; the
 * server checks the role on every request. Loaded only on /{lang}/dashboard routes, after the server
 * checked the staff session.
 */
export default function AdminApp({
  locale,
  messages,
  user,
}: {
  locale: string;
  messages: AdminMessages;
  user: AdminUser;
}) {
  const basename = `/${locale}/dashboard`;
  const admin = user.role === 'admin';
  const editor = roleAllows(user.role, 'editor');
  const boxOffice = roleAllows(user.role, 'box_office');
  const i18nProvider = adminI18nProvider(locale, messages);
  const billingLabel = (messages.namespaces?.Invoices as { billing?: string } | undefined)?.billing;
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${basename}/*`}
          element={
            <Admin
              basename={basename}
              dataProvider={resourceDataProvider(locale)}
              i18nProvider={i18nProvider}
              authProvider={authProvider(locale, user)}
              dashboard={DashboardHome}
              layout={MuseumLayout}
              theme={museumTheme(i18nProvider.translate('ra.page.loading'))}
              title={messages.text.welcome}
              disableTelemetry
              requireAuth={false}
            >
              {editor ? (
                <>
                  <Resource
                    name="events"
                    list={programme.EventList}
                    edit={programme.EventEdit}
                    create={programme.EventCreate}
                  />
                  <Resource
                    name="productions"
                    list={programme.ProductionList}
                    edit={programme.ProductionEdit}
                    create={programme.ProductionCreate}
                  />
                  <Resource
                    name="series"
                    list={programme.SeriesList}
                    edit={programme.SeriesEdit}
                    create={programme.SeriesCreate}
                  />
                  <Resource
                    name="venues"
                    list={programme.VenueList}
                    edit={programme.VenueEdit}
                    create={programme.VenueCreate}
                  />
                  <Resource
                    name="persons"
                    list={programme.PersonList}
                    edit={programme.PersonEdit}
                    create={programme.PersonCreate}
                  />
                  <Resource
                    name="articles"
                    list={content.ArticleList}
                    edit={content.ArticleEdit}
                    create={content.ArticleCreate}
                  />
                  <Resource name="forms" list={content.FormList} edit={content.FormEdit} create={content.FormCreate} />
                  <Resource name="pages" list={content.PageList} edit={content.PageEdit} create={content.PageCreate} />
                  <Resource
                    name="navigation"
                    list={content.NavigationList}
                    edit={content.NavigationEdit}
                    create={content.NavigationCreate}
                  />
                  <Resource name="media" list={content.MediaList} edit={content.MediaEdit} />
                  <Resource
                    name="opening-hours"
                    list={site.OpeningHoursList}
                    edit={site.OpeningHoursEdit}
                    create={site.OpeningHoursCreate}
                  />
                  <Resource
                    name="opening-hours-exceptions"
                    list={site.ExceptionList}
                    edit={site.ExceptionEdit}
                    create={site.ExceptionCreate}
                  />
                  <Resource name="alerts" list={site.AlertList} edit={site.AlertEdit} create={site.AlertCreate} />
                  {TAXONOMIES.map((name) => (
                    <Resource
                      key={name}
                      name={name}
                      list={taxonomy.TaxonomyList}
                      edit={taxonomy.TaxonomyEdit}
                      create={taxonomy.TaxonomyCreate}
                    />
                  ))}
                  <Resource
                    name="seasons"
                    list={taxonomy.SeasonList}
                    edit={taxonomy.SeasonEdit}
                    create={taxonomy.SeasonCreate}
                  />
                  <Resource
                    name="exhibition-types"
                    list={taxonomy.TypeList}
                    edit={taxonomy.TypeEdit}
                    create={taxonomy.TypeCreate}
                  />
                  <Resource name="trash" list={site.TrashList} />
                </>
              ) : null}
              {editor || boxOffice ? (
                <Resource
                  name="seat-plans"
                  list={seatPlans.SeatPlanList}
                  edit={seatPlans.SeatPlanEdit}
                  create={seatPlans.SeatPlanCreate}
                />
              ) : null}
              {boxOffice ? <Resource name="orders" list={orders.OrderList} show={orders.OrderShow} /> : null}
              {boxOffice ? <Resource name="visitors" list={visitors.VisitorList} show={visitors.VisitorShow} /> : null}
              {boxOffice ? (
                <Resource name="waiting-list" list={WaitingList} options={{ label: waitingListLabel(messages) }} />
              ) : null}
              {admin ? (
                <Resource
                  name="redirects"
                  list={site.RedirectList}
                  edit={site.RedirectEdit}
                  create={site.RedirectCreate}
                />
              ) : null}
              {admin ? (
                <Resource name="users" list={site.UserList} edit={site.UserEdit} create={site.UserCreate} />
              ) : null}
              {admin ? <Resource name="audit-log" list={site.AuditLogList} /> : null}
              {admin ? <Resource name="settings" list={site.SettingsEdit} /> : null}
              {admin ? (
                <Resource name="billing-settings" list={BillingSettingsEdit} options={{ label: billingLabel }} />
              ) : null}
              <CustomRoutes>
                {/* Also keeps a door account's back office, which has no resource, out of react-admin's empty screen. */}
                <Route path="/today" element={<TodayDates />} />
                {admin ? <Route path="/settings/1" element={<site.SettingsEdit />} /> : null}
                {admin ? <Route path="/billing-settings/1" element={<BillingSettingsEdit />} /> : null}
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
