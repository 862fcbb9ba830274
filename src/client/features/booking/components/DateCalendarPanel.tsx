import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP, zhCN, zhTW } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useMemo } from 'react';
import type { LanguageCode } from '../../../../shared/constants.js';
import { addDays, tokyoToday } from '../../../../shared/dates.js';
import { useWords } from '../../../i18n/useWords.js';

// The calendar's month, weekday names and its buttons' labels in the page's language (English is the default).
const DAYJS_LOCALES: Record<LanguageCode, string> = { en: 'en', ja: 'ja', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };
const PICKER_TEXTS = { ja: jaJP, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;

// The picker's dates are yyyy-MM-dd (dayjs spells it YYYY-MM-DD).
const ISO = 'YYYY-MM-DD';

export interface DateCalendarPanelProps {
  /** The chosen date, yyyy-MM-dd, or null. */
  date: string | null;
  /** The dates that can be chosen, yyyy-MM-dd. */
  available: ReadonlySet<string>;
  /** The calendar's last day, yyyy-MM-dd (null before it has loaded). */
  lastDate: string | null;
  onChange(date: string): void;
}

/**
 * The inline calendar (MUI X DateCalendar with dayjs). Loaded on its own by BookingDatePicker, so the
 * booking page's heading and form render without waiting for it (about 19 KB as served).
 */
export function DateCalendarPanel({ date, available, lastDate, onChange }: DateCalendarPanelProps) {
  const value = useMemo(() => (date ? dayjs(date) : null), [date]);
  // The booking window starts tomorrow in Tokyo and ends at the calendar's last day. The first day that can be
  // chosen is the calendar's first, so the keyboard's one focusable day (MUI's: today, or the first day allowed)
  // is one that can be chosen: with a closed or full first day, no day could be reached with Tab.
  const minDate = useMemo(() => dayjs([...available].sort()[0] ?? addDays(tokyoToday(), 1)), [available]);
  const maxDate = lastDate ? dayjs(lastDate) : minDate;
  const { language } = useWords();
  const texts = language === 'en' ? undefined : PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALES[language]} localeText={texts}>
      <DateCalendar
        value={value}
        onChange={(next: Dayjs | null) => {
          if (next?.isValid()) onChange(next.format(ISO));
        }}
        shouldDisableDate={(day: Dayjs) => !available.has(day.format(ISO))}
        minDate={minDate}
        maxDate={maxDate}
        views={['day']}
        // no sliding months nor fading arrows: less to render, and no layout forced while the page first commits
        reduceAnimations
        sx={{ mx: 'auto', maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
