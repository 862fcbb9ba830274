import type { Queryable } from '../db/db.js';

// A new install's courses: the spec's four course types (the formal course form's), which the owner edits or
// retires. Written at start while the school has no course at all (once: two processes starting together insert
// them once, by the kind's unique key).

const DEFAULTS = [
  ['beginner_ja', { en: 'Beginner Japanese', ja: '初級日本語', 'zh-CN': '初级日语', 'zh-TW': '初級日語' }, 'ja', 'beginner', 12000],
  ['elementary_en', { en: 'Elementary English', ja: '初級英語', 'zh-CN': '初级英语', 'zh-TW': '初級英語' }, 'en', 'elementary', 12000],
  ['business_en', { en: 'Business English', ja: 'ビジネス英語', 'zh-CN': '商务英语', 'zh-TW': '商務英語' }, 'en', 'business', 16000],
  ['business_ja', { en: 'Business Japanese', ja: 'ビジネス日本語', 'zh-CN': '商务日语', 'zh-TW': '商務日語' }, 'ja', 'business', 16000],
] as const;

/** A weekly lesson of an hour (two 30-minute slots), four a month, private, with an enrolment fee of ¥5,500. */
export async function ensureDefaultCourses(db: Queryable): Promise<void> {
  await db.query(
    `insert into courses (kind, names, language, level, lesson_slots, lessons_per_month, monthly_fee, enrolment_fee, capacity)
     select kind, names::jsonb, language, level, 2, 4, fee, 5500, 1
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) as d(kind, names, language, level, fee)
     where not exists (select 1 from courses)
     order by kind = 'beginner_ja' desc, kind = 'elementary_en' desc, kind = 'business_en' desc
     on conflict (kind) do nothing`,
    [
      DEFAULTS.map((d) => d[0]),
      DEFAULTS.map((d) => JSON.stringify(d[1])),
      DEFAULTS.map((d) => d[2]),
      DEFAULTS.map((d) => d[3]),
      DEFAULTS.map((d) => d[4]),
    ],
  );
}
