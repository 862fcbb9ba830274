import ICAL from 'ical.js';
import { bookingIcs, escape, fold } from '../../../src/server/mail/ics';
import { bookingCanceledMail, bookingConfirmedMail, bookingMovedMail, type BookingFacts } from '../../../src/server/mail/templates';
import { googleCalendarLinks } from '../../../src/shared/calendarLinks';
import type { LanguageCode } from '../../../src/shared/constants';
import { tokyoInstant } from '../../../src/shared/dates';
import { mailFacts } from '../booking/bookingTestKit';
import { LANGUAGE_CODES } from '../../../src/shared/language';

// The .ics files, read back by a real iCalendar parser (ical.js), as a calendar would.

const SITE = 'https://book.example-language-school.co.jp';
const NOW = new Date('2026-11-20T01:02:03Z');
const LATER = new Date('2026-11-21T05:00:00Z');

const facts = (language: LanguageCode, time_range = '10:00-12:00'): BookingFacts =>
  mailFacts({ id: 12345, reference_id: 'r'.repeat(22), time_range, language, time_zone: 'Europe/Paris' });

/** The calendar's METHOD and its events as a client reads them. */
function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const events = cal.getAllSubcomponents('vevent').map((v) => ({
    uid: v.getFirstPropertyValue('uid'),
    sequence: Number(v.getFirstPropertyValue('sequence')),
    status: v.getFirstPropertyValue('status'),
    start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (v.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    stamp: (v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    summary: v.getFirstPropertyValue('summary'),
    description: v.getFirstPropertyValue('description'),
  }));
  return { method: cal.getFirstPropertyValue('method'), events };
}

test.each(LANGUAGE_CODES)('%s: the cancellation’s .ics removes the confirmation’s event (same UID, higher SEQUENCE)', (language) => {
  const added = parse(bookingConfirmedMail(facts(language), SITE, NOW).ics!);
  const removed = parse(bookingCanceledMail(facts(language), SITE, true, LATER).ics!);
  expect(added.method).toBe('PUBLISH');
  expect(removed.method).toBe('CANCEL');
  expect(added.events).toHaveLength(1);
  const [a] = added.events;
  const [r] = removed.events;
  expect(a.uid).toBe(`booking-12345-${'r'.repeat(22)}@book.example-language-school.co.jp`);
  expect(r.uid).toBe(a.uid);
  expect([a.sequence, r.sequence]).toEqual([0, 1]);
  expect([a.status, r.status]).toEqual(['CONFIRMED', 'CANCELLED']);
  expect(a.start).toEqual(tokyoInstant('2026-11-24', '10:00'));
  expect(a.end).toEqual(tokyoInstant('2026-11-24', '12:00'));
  expect(r.start).toEqual(a.start);
  expect(a.stamp).toEqual(NOW); // the app's clock, not the machine's
  expect(r.stamp).toEqual(LATER);
  expect(a.description).toContain(`${SITE}/view-booking/${'r'.repeat(22)}/12345`);
});

test('the summary is in the visitor’s language', () => {
  expect(parse(bookingConfirmedMail(facts('ja'), SITE, NOW).ics!).events[0].summary).toBe('GTSS語学スクール 体験レッスン');
  expect(parse(bookingConfirmedMail(facts('zh-CN'), SITE, NOW).ics!).events[0].summary).toBe('GTSS语言学校 体验课');
  expect(parse(bookingConfirmedMail(facts('zh-TW'), SITE, NOW).ics!).events[0].summary).toBe('GTSS語言學校 體驗課程');
  expect(parse(bookingConfirmedMail(facts('en'), SITE, NOW).ics!).events[0].summary).toBe('GTSS trial class');
});

test('the description names the booking by its code, then its link, in the visitor’s language', () => {
  const link = `${SITE}/view-booking/${'r'.repeat(22)}/12345`;
  const description = (language: LanguageCode) => parse(bookingConfirmedMail(facts(language), SITE, NOW).ics!).events[0].description;
  expect(description('en')).toBe(`Your booking GT-4K29: ${link}`);
  expect(description('ja')).toBe(`ご予約内容（予約コード GT-4K29）：${link}`);
  expect(description('zh-CN')).toBe(`您的预约（预约代码 GT-4K29）：${link}`);
  expect(description('zh-TW')).toBe(`您的預約（預約代碼 GT-4K29）：${link}`);
});

test('a split booking is one event per run, each with its own stable UID, in both files', () => {
  const split = facts('en', '10:00-11:00, 12:00-13:30');
  const added = parse(bookingConfirmedMail(split, SITE, NOW).ics!).events;
  const removed = parse(bookingCanceledMail(split, SITE, false, LATER).ics!).events;
  expect(added.map((e) => [e.start, e.end])).toEqual([
    [tokyoInstant('2026-11-24', '10:00'), tokyoInstant('2026-11-24', '11:00')],
    [tokyoInstant('2026-11-24', '12:00'), tokyoInstant('2026-11-24', '13:30')],
  ]);
  expect(new Set(added.map((e) => e.uid)).size).toBe(2);
  expect(removed.map((e) => e.uid)).toEqual(added.map((e) => e.uid));
});

test('a move from two runs to one: its file replaces the first event and cancels the second, which no longer exists', () => {
  const before = facts('en', '10:00-12:00, 14:00-15:00');
  const added = parse(bookingConfirmedMail(before, SITE, NOW).ics!).events;
  const after = { ...before, booking_date: '2026-11-27', time_range: '16:00-18:00', ics_sequence: 1 };
  const moved = parse(bookingMovedMail(after, before, SITE, LATER).ics!);
  expect(moved.method).toBe('PUBLISH');
  expect(moved.events.map((e) => [e.uid, e.sequence, e.status, e.start, e.end])).toEqual([
    [added[0].uid, 1, 'CONFIRMED', tokyoInstant('2026-11-27', '16:00'), tokyoInstant('2026-11-27', '18:00')],
    // the old run's own times, so a calendar that shows the cancellation shows the right one
    [added[1].uid, 1, 'CANCELLED', tokyoInstant('2026-11-24', '14:00'), tokyoInstant('2026-11-24', '15:00')],
  ]);

  // moved again, back to two runs: both are published again above the cancellation's SEQUENCE, nothing cancelled
  const again = { ...after, time_range: '10:00-11:00, 13:00-14:00', ics_sequence: 2 };
  const twice = parse(bookingMovedMail(again, after, SITE, LATER).ics!).events;
  expect(twice.map((e) => [e.uid, e.sequence, e.status])).toEqual([
    [added[0].uid, 2, 'CONFIRMED'],
    [added[1].uid, 2, 'CONFIRMED'],
  ]);
  // a file made without the move in hand (the booking page's download) has only the booking's runs
  expect(parse(bookingConfirmedMail(after, SITE, LATER).ics!).events).toHaveLength(1);
});

test('CRLF lines folded at 75 octets between characters; text escaped per RFC 5545', () => {
  const ics = bookingIcs(
    { id: 1, reference_id: 'ref12345', booking_date: '2026-11-24', time_range: '10:00-12:00' },
    {
      method: 'PUBLISH',
      now: NOW,
      publicUrl: SITE,
      url: `${SITE}/view-booking/${'r'.repeat(40)}/1`,
      summary: 'Lesson; room 2, floor 3 \\ east',
      description: `${'体験レッスン'.repeat(12)}\nsecond line`,
    },
  );
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n') && ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  expect(ics).toContain('SUMMARY:Lesson\\; room 2\\, floor 3 \\\\ east\r\n');
  const [event] = parse(ics).events;
  expect(event.summary).toBe('Lesson; room 2, floor 3 \\ east');
  expect(event.description).toBe(`${'体験レッスン'.repeat(12)}\nsecond line`);
  expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
  expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
});

test('every line break in text is escaped: CRLF, a lone CR and LF each become one \\n, so no text ends a content line', () => {
  expect(escape('a\r\nb\rc\nd\n\re')).toBe('a\\nb\\nc\\nd\\n\\ne');
  const ics = bookingIcs(
    { id: 1, reference_id: 'ref12345', booking_date: '2026-11-24', time_range: '10:00-12:00' },
    { method: 'PUBLISH', now: NOW, publicUrl: SITE, url: `${SITE}/view-booking/r/1`, summary: 'Room 2\rX-INJECTED:1', description: 'd' },
  );
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(parse(ics).events[0].summary).toBe('Room 2\nX-INJECTED:1');
});

test('the Google Calendar link: the class in UTC, shown in Japan time, one link per run', () => {
  const [link] = googleCalendarLinks({ booking_date: '2026-11-24', time_range: '10:00-12:00' }, 'GTSS trial class', 'Your booking: x');
  expect(link.range).toBe('10:00-12:00');
  const url = new URL(link.url);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'GTSS trial class',
    dates: '20261124T010000Z/20261124T030000Z',
    details: 'Your booking: x',
    ctz: 'Asia/Tokyo',
  });
  const split = googleCalendarLinks({ booking_date: '2026-11-24', time_range: '09:00-10:00, 23:00-23:30' }, 't', 'd');
  expect(split.map((l) => l.range)).toEqual(['09:00-10:00', '23:00-23:30']);
  expect(split.map((l) => new URL(l.url).searchParams.get('dates'))).toEqual([
    '20261124T000000Z/20261124T010000Z',
    '20261124T140000Z/20261124T143000Z',
  ]);
});
