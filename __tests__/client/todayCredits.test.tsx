/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import { TodayPage } from '../../src/client/features/admin/today/pages/TodayPage';
import type { TodayQuery } from '../../src/shared/admin/today';
import { addDays } from '../../src/shared/dates';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { block, todayView } from './todayFixtures';
import { axeViolations } from './axeViolations';

// Today's part of issue 41: who will not come (today and tomorrow) and who comes for a make-up, each to its enrolment.
jest.setTimeout(60_000);

test('Today lists the absences of today and tomorrow and the make-ups, each linking to the enrolment', async () => {
  const getToday = jest.fn(async (q: TodayQuery) => ({
    ...todayView(q.date!),
    bookings: [block(40, { booking_date: q.date!, user_name: 'Aki Aoki', code: 'GT-MAKE', makeup: true, total_amount: 0 })],
    credits_day: {
      absences: [
        { enrolment_id: 5, code: 'EN-7K3QPA', name: 'Mika Mori', day: q.date!, start: '12:00', credited: true },
        { enrolment_id: 6, code: 'EN-AAAAAA', name: 'Ken Kato', day: addDays(q.date!, 1), start: '18:00', credited: false },
      ],
      makeups: [{ booking_id: 40, code: 'GT-MAKE', name: 'Aki Aoki', time_range: '15:00-16:00', teacher_name: 'Lee Min', enrolment_id: 7 }],
    },
  }));
  await renderConsolePage(<TodayPage />, { adminApi: fakeAdminApi({ getToday }), user: STAFF_USER, path: '/admin/today' });
  const absences = screen.getByRole('region', { name: 'Absences today and tomorrow' });
  const links = within(absences).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    expect.stringMatching(/12:00: Mika Mori \(EN-7K3QPA\), make-up credit given$/),
    expect.stringMatching(/18:00: Ken Kato \(EN-AAAAAA\), no credit$/),
  ]);
  expect(links[0]).toHaveAttribute('href', '/admin/enrolments/5');
  const makeups = screen.getByRole('region', { name: 'Make-up lessons today' });
  expect(within(makeups).getByRole('link', { name: '15:00-16:00: Aki Aoki (GT-MAKE) with Lee Min' })).toHaveAttribute(
    'href',
    '/admin/enrolments/7',
  );
  // its class block says how it was paid: with a credit, not online
  expect(screen.getByText('Make-up: paid with a credit')).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
});
