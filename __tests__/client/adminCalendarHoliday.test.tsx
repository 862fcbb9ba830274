/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen } from '@testing-library/react';
import { CalendarDayList } from '../../src/client/features/admin/bookings/components/CalendarDayList';
import { renderConsolePage } from './adminOfficeRender';
import { axeViolations } from './axeViolations';
import { OWNER_USER } from './adminTestStore';

// The console's calendar names a national holiday beside its date (the server's holiday data, issue 39, point 10).
const NEW_YEAR = { date: '2027-01-01', name: '元日', name_en: "New Year's Day" };

test.each([
  ['en', "Fri, 1 January 2027 (New Year's Day)"],
  ['ja', '2027年1月1日(金)（元日）'],
  ['zh-CN', '2027年1月1日周五（元日）'], // in kanji, as a Chinese reader reads it (no English on a Chinese page)
] as const)('in %s the day is headed with its holiday', async (lang, heading) => {
  await renderConsolePage(<CalendarDayList date={NEW_YEAR.date} slots={[]} canClose={false} holiday={NEW_YEAR} />, {
    user: { ...OWNER_USER, console_language: lang },
  });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
  expect(await axeViolations()).toEqual([]);
});
