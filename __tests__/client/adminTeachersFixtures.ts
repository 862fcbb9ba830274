import type { Teacher } from '../../src/shared/admin/teachers';

// What the staff API answers in the console's teachers tests.

export const aiko: Teacher = {
  id: 7,
  name: 'Aiko Sato',
  profile: { en: 'Teaches Japanese to beginners.', ja: '初心者向けの日本語を教えています。' },
  languages: ['ja', 'en'],
  photo_url: null,
  bookable_online: true,
  user_id: 2,
  user_label: 'Sam Staff',
  user_email: 'staff@school.example',
  weekly_hours: null,
  exceptions: [{ date: '2026-12-24', hours: [] }],
  retired_at: null,
  version: 1,
  upcoming_classes: 3,
};

export const ben: Teacher = {
  id: 8,
  name: 'Ben Martin',
  profile: {},
  languages: ['fr'],
  photo_url: 'https://school.example/ben.jpg',
  bookable_online: false,
  user_id: null,
  user_label: null,
  user_email: null,
  weekly_hours: {
    sun: [],
    mon: [['10:00', '14:00']],
    tue: [],
    wed: [
      ['13:00', '15:00'],
      ['16:00', '17:00'],
    ],
    thu: [],
    fri: [],
    sat: [],
  },
  exceptions: [],
  retired_at: '2026-11-01T00:00:00Z',
  version: 4,
  upcoming_classes: 0,
};
