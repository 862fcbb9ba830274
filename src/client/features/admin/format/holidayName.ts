import type { Holiday } from '../../../../shared/admin/holidays.js';

/** A national holiday's name for the reader: Japanese for ja, else the data's English name (the Japanese one if it has none). */
export const holidayName = (h: Pick<Holiday, 'name' | 'name_en'>, locale: string): string =>
  locale.startsWith('ja') ? h.name : (h.name_en ?? h.name);
