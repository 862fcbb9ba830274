import type { Holiday } from '../../../../shared/admin/holidays.js';

/**
 * A national holiday's name for the reader: its Japanese name for ja and zh (元日, 成人の日: read in kanji, where an
 * English name would be the one English text on a Chinese page), the data's English name for en (the Japanese one if
 * it has none).
 */
export const holidayName = (h: Pick<Holiday, 'name' | 'name_en'>, locale: string): string =>
  locale.startsWith('en') ? (h.name_en ?? h.name) : h.name;
