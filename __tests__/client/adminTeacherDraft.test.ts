import { toDraft, toInput, validateDraft } from '../../src/client/features/admin/teachers/teacherDraft';
import { aiko, ben } from './adminTeachersFixtures';

// The teacher form's draft: what it sends, and what it refuses before the server sees it.

test('a teacher comes back unchanged through the form', () => {
  for (const teacher of [aiko, ben]) {
    const { name, profile, languages, photo_url, bookable_online, user_id, weekly_hours, exceptions } = teacher;
    const name_latin = teacher.name_latin ?? null;
    expect(toInput(toDraft(teacher))).toEqual({
      name,
      name_latin,
      profile,
      languages,
      photo_url,
      bookable_online,
      user_id,
      weekly_hours,
      exceptions,
    });
  }
});

test('the input is trimmed, empty profiles and photo left out, exceptions in date order', () => {
  const draft = {
    ...toDraft(null),
    name: '  Chen Wei ',
    photoUrl: '   ',
    languages: ['zh' as const],
    exceptions: [
      { date: '2026-12-31', off: false, hours: [['10:00', '12:00']] as Array<[string, string]> },
      { date: '2026-12-24', off: true, hours: [['10:00', '12:00']] as Array<[string, string]> },
    ],
  };
  draft.profile = { ...draft.profile, en: '  Hello. ', ja: ' ' };
  expect(validateDraft(draft)).toEqual({});
  expect(toInput(draft)).toMatchObject({
    name: 'Chen Wei',
    profile: { en: 'Hello.' },
    photo_url: null,
    user_id: null,
    weekly_hours: null,
    exceptions: [
      { date: '2026-12-24', hours: [] },
      { date: '2026-12-31', hours: [['10:00', '12:00']] },
    ],
  });
});

test('the checks the server makes are made first, each next to its field', () => {
  const draft = {
    ...toDraft(aiko),
    photoUrl: 'http://x.example/a.jpg',
    ownHours: true,
    exceptions: [
      { date: '2026-12-24', off: true, hours: [] },
      { date: '2026-12-24', off: false, hours: [] },
    ],
  };
  draft.weeklyHours = { ...draft.weeklyHours, mon: [['9:00', '18:00']], tue: [['12:00', '11:00']] };
  expect(Object.fromEntries(Object.entries(validateDraft(draft)).map(([k, v]) => [k, 'id' in v ? v.id : v.detail]))).toEqual({
    photoUrl: 'teachers.detail.photoUrl',
    'mon.0.start': 'schedule.error.time',
    'tue.0.end': 'schedule.error.endAfterStart',
    'exception.1.date': 'teachers.detail.dayTwice',
    'exception.1.hours': 'teachers.error.exceptionHours',
  });
  // the weekly hours count only when the teacher has their own
  expect(validateDraft({ ...draft, ownHours: false, exceptions: [] })).toEqual({ photoUrl: { id: 'teachers.detail.photoUrl' } });
});
