import { z } from 'zod';

/**
 * A Japanese national holiday, as the server's holiday data (@holiday-jp/holiday_jp) names it: `name` in
 * Japanese (shown to ja readers), `name_en` in English (shown to en, zh-CN and zh-TW readers) when the data has one.
 */
export const Holiday = z.object({
  date: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
});
export type Holiday = z.infer<typeof Holiday>;
