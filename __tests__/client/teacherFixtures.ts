import type { PublicTeacher } from '../../src/shared/teachers';

/** Three bookable teachers: two teach English, one Japanese; one has a photo. */
export const mei: PublicTeacher = {
  id: 7,
  name: 'Mei Tanaka',
  languages: ['ja', 'en'],
  profile: { en: 'Conversation and JLPT.', ja: '会話とJLPT対策。' },
  photo_url: 'https://cdn.example/mei.jpg',
};
export const tom: PublicTeacher = {
  id: 8,
  name: 'Tom Baker',
  languages: ['en'],
  profile: { 'zh-TW': '商務英語。' },
  photo_url: null,
};
export const yui: PublicTeacher = { id: 9, name: 'Yui Mori', languages: ['ja'], profile: {}, photo_url: null };
export const teachers = [mei, tom, yui];
