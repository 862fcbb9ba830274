import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { BookingStatus } from '../../../../shared/booking.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { exportCsvUrl } from '../adminApi.js';
import { selectBookingsListStatus, selectBookingsSearch } from '../adminSelectors.js';
import { bookingsSearchSubmitted, csvExportRequested } from '../adminSlice.js';
import type { BookingsSearch } from '../bookingsState.js';

// (a type import: the shared schemas' zod stays out of the browser bundle)
const STATUSES: BookingStatus[] = ['Pending', 'Confirmed', 'Canceled', 'Expired'];

/** Search by name, email or the whole reference the customer reads out (never shown), class dates and status; export the date range as CSV. */
export function BookingSearchForm() {
  const dispatch = useAppDispatch();
  const submitted = useAppSelector(selectBookingsSearch);
  const busy = useAppSelector(selectBookingsListStatus) === 'loading';
  const [form, setForm] = useState<BookingsSearch>(submitted);
  const edit = (field: keyof BookingsSearch) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(bookingsSearchSubmitted(form));
  };
  const rangeOk = form.from !== '' && form.to !== '' && form.from <= form.to;
  return (
    <Box component="form" role="search" aria-label="Bookings" onSubmit={submit} sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }, alignItems: 'start' }}>
        <TextField
          label="Name, email or reference"
          value={form.q}
          onChange={edit('q')}
          size="small"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          label="From"
          type="date"
          value={form.from}
          onChange={edit('from')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label="To" type="date" value={form.to} onChange={edit('to')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          select
          label="Status"
          value={form.status}
          onChange={edit('status')}
          size="small"
          // "Any status" shows as the value rather than an empty box under the label
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 40 }}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}>
        {rangeOk ? (
          <Button
            variant="outlined"
            href={exportCsvUrl(form.from, form.to)}
            download
            onClick={(e) => {
              // The console checks the password is recent (and prompts) before the download
              e.preventDefault();
              dispatch(csvExportRequested(exportCsvUrl(form.from, form.to)));
            }}
          >
            Export CSV
          </Button>
        ) : (
          <Button variant="outlined" disabled aria-describedby="export-hint">
            Export CSV
          </Button>
        )}
        <Typography id="export-hint" variant="body2" color="text.secondary">
          {rangeOk
            ? `The bookings with a class from ${form.from} to ${form.to}, as a spreadsheet (CSV).`
            : 'Choose both dates (From and To) to export the bookings of that range as CSV.'}
        </Typography>
      </Box>
    </Box>
  );
}
