import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CSV_HEADINGS, type CsvHeadings } from '../../../../../shared/admin/bookingWords.js';
import type { BookingStatus } from '../../../../../shared/booking.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { exportCsvUrl, moneyCsvUrl } from '../../adminApi.js';
import { selectBookingsListStatus, selectBookingsSearch, bookingsSearchSubmitted } from '../bookingsSlice.js';
import { selectLocale, csvExportRequested } from '../../consoleSlice.js';
import type { BookingsSearch } from '../bookingsState.js';
import { selectTeacherFilterChoices } from '../bookingTeachers.js';
import { statusText } from '../../format/bookingLabels.js';
import { OWN_LANGUAGE_NAMES } from '../../format/languageNames.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { SourceFilter } from './SourceFilter.js';
import { TeacherFilter } from './TeacherFilter.js';

// (a type import: the shared schemas' zod stays out of the browser bundle)
const STATUSES: BookingStatus[] = ['Pending', 'Confirmed', 'Canceled', 'Expired'];

/** Search by name, email or the whole reference the customer reads out (never shown), class dates and status; export the date range as CSV. */
export function BookingSearchForm() {
  const dispatch = useAppDispatch();
  const submitted = useAppSelector(selectBookingsSearch);
  const busy = useAppSelector(selectBookingsListStatus) === 'loading';
  const shown = useAppSelector(selectLocale).shown;
  const teachers = useAppSelector(selectTeacherFilterChoices);
  const c = useConsoleText();
  const { t } = c;
  const [form, setForm] = useState<BookingsSearch>(submitted);
  // the files in the console's language (their headings and their words), unless another is chosen here
  const [chosenHeadings, setHeadings] = useState<CsvHeadings | null>(null);
  const headings: CsvHeadings = chosenHeadings ?? shown ?? 'en';
  const edit = (field: keyof BookingsSearch) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(bookingsSearchSubmitted(form));
  };
  const rangeOk = form.from !== '' && form.to !== '' && form.from <= form.to;
  const url = rangeOk ? exportCsvUrl(form.from, form.to, headings) : '';
  return (
    <Box component="form" role="search" aria-label={t('bookings.list.title')} onSubmit={submit} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: teachers.length > 0 ? '2fr 1fr 1fr 1fr 1fr 1fr auto' : '2fr 1fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('bookings.search.q')}
          value={form.q}
          onChange={edit('q')}
          size="small"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          label={t('bookings.search.from')}
          type="date"
          value={form.from}
          onChange={edit('from')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('bookings.search.to')}
          type="date"
          value={form.to}
          onChange={edit('to')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label={t('bookings.search.status')}
          value={form.status}
          onChange={edit('status')}
          size="small"
          // "Any status" shows as the value rather than an empty box under the label
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('bookings.search.anyStatus')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusText(c, s)}
            </MenuItem>
          ))}
        </TextField>
        {teachers.length > 0 && (
          <TeacherFilter
            teachers={teachers}
            label={t('bookings.search.teacher')}
            value={form.teacher ?? ''}
            onChange={(teacher) => setForm({ ...form, teacher })}
            sx={{ minWidth: 0 }}
          />
        )}
        <SourceFilter value={form.origin ?? ''} onChange={(origin) => setForm({ ...form, origin })} />
        <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 40 }}>
          {t('bookings.search.submit')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}>
        {rangeOk ? (
          <Button
            variant="outlined"
            href={url}
            download
            onClick={(e) => {
              // The console checks the password is recent (and prompts) before the download
              e.preventDefault();
              dispatch(csvExportRequested(url));
            }}
          >
            {t('bookings.export.button')}
          </Button>
        ) : (
          <Button variant="outlined" disabled aria-describedby="export-hint">
            {t('bookings.export.button')}
          </Button>
        )}
        <TextField
          select
          size="small"
          label={t('bookings.export.headings')}
          value={headings}
          onChange={(e) => setHeadings(e.target.value as CsvHeadings)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {/* each language by its own name, as whoever opens the file reads it */}
          {CSV_HEADINGS.map((code) => (
            <option key={code} value={code} lang={code}>
              {OWN_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </TextField>
        {rangeOk && (
          <Button
            variant="outlined"
            href={moneyCsvUrl(form.from, form.to, headings)}
            download
            aria-describedby="money-hint"
            onClick={(e) => {
              e.preventDefault();
              dispatch(csvExportRequested(moneyCsvUrl(form.from, form.to, headings)));
            }}
          >
            {t('bookings.export.money')}
          </Button>
        )}
        <Typography id="money-hint" variant="body2" color="text.secondary" sx={{ display: rangeOk ? undefined : 'none' }}>
          {t('bookings.export.moneyHint')}
        </Typography>
        <Typography id="export-hint" variant="body2" color="text.secondary">
          {rangeOk
            ? t('bookings.export.hint', { from: c.shortDate(form.from), to: c.shortDate(form.to) })
            : t('bookings.export.hintNoRange')}
        </Typography>
      </Box>
    </Box>
  );
}
