/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PacksApi } from '../../src/client/features/admin/packs/packsApi';
import type { PackInput } from '../../src/shared/admin/packs';
import type { Course } from '../../src/shared/enrolment';
import { flush } from './adminBookingsFixtures';
import { renderPacksPage } from './adminPacksRender';
import { axeViolations } from './axeViolations';
import { ELEMENTARY_ENGLISH_COURSE } from './studentFixtures';

// A pack of a course (issue 41, point 3): the owner's form offers "any lesson of a length" or one of the courses; a
// course chosen, the lesson's length is the course's (the field shows it and cannot be changed), and the pack is
// saved for that course.
jest.setTimeout(60_000);

const NINETY: Course = {
  ...ELEMENTARY_ENGLISH_COURSE,
  id: 7,
  names: { en: 'Conversation', ja: '英会話' },
  lesson_slots: 3,
  lesson_minutes: 90,
};

async function openForm(language: 'en' | 'ja' | 'zh-TW', packs: unknown[] = []) {
  const create = jest.fn(async (body: PackInput) => ({
    ...body,
    id: 4,
    lesson_minutes: 90,
    version: 1,
    sold: 0,
    unused_lessons: 0,
    unused_yen: 0,
  }));
  await renderPacksPage(language, {
    list: jest.fn(async () => ({ packs })),
    courses: jest.fn(async () => ({ courses: [NINETY] })),
    create,
  } as Partial<PacksApi>);
  return { create };
}

test("the owner makes a pack of a course: the lesson's length is the course's, and it is saved for that course", async () => {
  const { create } = await openForm('en');
  fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
  const form = screen.getByRole('region', { name: 'New lesson pack' });
  fireEvent.change(within(form).getByRole('textbox', { name: /English/ }), { target: { value: 'Six conversations' } });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'For' }));
  fireEvent.click(screen.getByRole('option', { name: 'Conversation (90 min)' }));
  const length = within(form).getByRole('spinbutton', { name: 'Length of one lesson (timeslots)' });
  expect([length, (length as HTMLInputElement).value]).toEqual([expect.anything(), '3']);
  expect(length).toBeDisabled();
  expect(await axeViolations()).toEqual([]);
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await act(flush);
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ course_id: 7, lesson_slots: 3, names: { en: 'Six conversations' } }));
});

test('in Japanese the choice reads 対象, and "any lesson of the length" stays the default', async () => {
  await openForm('ja');
  fireEvent.click(screen.getByRole('button', { name: '回数券を追加' }));
  const choice = screen.getByRole('combobox', { name: '対象' });
  expect(choice).toHaveTextContent('下の長さのレッスンすべて');
  fireEvent.mouseDown(choice);
  expect(screen.getByRole('option', { name: '英会話（90分）' })).toBeInTheDocument();
});

const LISTED = { names: { en: 'Six' }, lessons: 6, price_yen: 18000, valid_days: 90, on_sale: true, version: 1, sold: 0 };
const BOTH = [
  { ...LISTED, id: 1, course_id: 7, lesson_slots: 3, lesson_minutes: 90, unused_lessons: 0, unused_yen: 0 },
  { ...LISTED, id: 2, course_id: null, lesson_slots: 2, lesson_minutes: 60, unused_lessons: 0, unused_yen: 0 },
];

test.each([
  ['en', 'For Conversation only', 'Any lesson of 60 minutes'],
  ['ja', '英会話専用', '60分のレッスンすべて'],
  ['zh-TW', '僅限Conversation', '任意60分鐘的課程'],
] as const)('in %s the packs list names what each pack is for: its course, or any lesson of its length', async (lang, course, any) => {
  await openForm(lang, BOTH);
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(course);
  expect(rows[2]).toHaveTextContent(any);
});
