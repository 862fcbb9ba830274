import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import { selectStaffRole } from '../features/auth/authSelectors.js';
import { consolePage } from './consolePage.js';
import type { FeatureStarter } from './featureStarter.js';
import { useAppSelector } from './hooks.js';

// The console's first page (/admin), a chunk of its own so the choice stays out of the visitors' entry: the desk (staff)
// opens the console on Today, an owner on the school's Day & week, a teacher on their own week.

/** Picks the page for the member's role once the session is known (the console's layout waits for it). */
function ByRole({ Staff, Teacher }: { Staff: ComponentType; Teacher: ComponentType }) {
  const role = useAppSelector(selectStaffRole);
  if (role === 'staff') return <Navigate to={paths.adminToday} replace />;
  const Page = role === 'teacher' ? Teacher : Staff;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** A teacher's own week, an owner the school's, the desk Today: only the one shown is loaded, with its areas. */
export function consoleHome(starter: FeatureStarter) {
  const page = consolePage(starter);
  const school = page(
    () => import(/* webpackChunkName: "admin_calendar" */ '../features/admin/bookings/pages/CalendarPage'),
    (m) => m.CalendarPage,
  );
  const mine = page(
    () => import(/* webpackChunkName: "admin_my_week" */ '../features/admin/today/pages/MyClassesPage'),
    (m) => m.MyWeekPage,
  );
  const Staff = lazy(async () => ({ default: (await school()).Component }));
  const Teacher = lazy(async () => ({ default: (await mine()).Component }));
  return { Component: () => <ByRole Staff={Staff} Teacher={Teacher} /> };
}
