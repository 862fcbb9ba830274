/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import { NumbersSourceTable } from '../../src/client/features/admin/numbers/components/NumbersSourceTable';
import { renderConsolePage } from './adminOfficeRender';

// The numbers' source table names a tracked link by the name staff gave it (issue 39, point 13), its UTM values beside it.
const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null };

test("a tracked link's row says its name; an untracked source is said as before", async () => {
  await renderConsolePage(
    <NumbersSourceTable
      rows={[
        {
          ...none,
          utm_source: 'line',
          utm_medium: 'qr',
          utm_campaign: 'flyer',
          link_name: 'Station flyer',
          bookings: 3,
          net_revenue: 18_000,
        },
        { ...none, utm_source: 'line', utm_medium: 'social', utm_campaign: 'old', link_name: null, bookings: 1, net_revenue: 6_000 },
      ]}
    />,
  );
  const table = screen.getByRole('table');
  expect(within(table).getByText('Station flyer · line / qr / flyer')).toBeInTheDocument();
  expect(within(table).getByText('line / social / old')).toBeInTheDocument();
});
