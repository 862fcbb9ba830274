import { lazy, Suspense, type ComponentType } from 'react';
import { selectStaffRole } from '../features/auth/authSelectors.js';
import { consolePage } from './consolePage.js';
import type { FeatureStarter } from './featureStarter.js';
import { useAppSelector } from './hooks.js';

// The console's first page (/admin), a chunk of its own so the choice stays out of the visitors' entry: the desk (staff)
// opens the console on Today, an owner on the school's Day & week, a teacher on their own week.

interface Pages {
  Owner: ComponentType;
  Desk: ComponentType;
  Teacher: ComponentType;
}

/** Picks the page for the member's role once the session is known (the console's layout waits for it). */
function ByRole({ Owner, Desk, Teacher }: Pages) {
  const role = useAppSelector(selectStaffRole);
  const Page = role === 'teacher' ? Teacher : role === 'staff' ? Desk : Owner;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** An owner's Day & week, the desk's Today, a teacher's own week: only the one shown is loaded, with its areas. */
export function consoleHome(starter: FeatureStarter) {
  const page = consolePage(starter);
  const school = page(
    () => import(/* webpackChunkName: "admin_calendar" */ '../features/admin/bookings/pages/CalendarPage'),
    (m) => m.CalendarPage,
  );
  const today = page(
    () => import(/* webpackChunkName: "admin_today" */ '../features/admin/today/pages/TodayPage'),
    (m) => m.TodayPage,
  );
  const mine = page(
    () => import(/* webpackChunkName: "admin_my_week" */ '../features/admin/today/pages/MyClassesPage'),
    (m) => m.MyWeekPage,
  );
  const Owner = lazy(async () => ({ default: (await school()).Component }));
  const Desk = lazy(async () => ({ default: (await today()).Component }));
  const Teacher = lazy(async () => ({ default: (await mine()).Component }));
  return { Component: () => <ByRole Owner={Owner} Desk={Desk} Teacher={Teacher} /> };
}
