import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CustomerDetail } from '../../../../../shared/admin/customers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { customerMergeSearched, customerMergeSubmitted, selectCustomers } from '../customersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * Two records of one person: the clerk finds the other (the customers' search) and merges it into this one, which
 * takes its bookings, notes and money; the button says what will happen before anything does.
 */
export function CustomerMerge({ customer: p }: { customer: CustomerDetail }) {
  const dispatch = useAppDispatch();
  const { candidates, merge } = useAppSelector(selectCustomers);
  const { t, m } = useConsoleText();
  const [q, setQ] = useState('');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('customers.merge.help', { name: p.name })}</Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
        onSubmit={(e) => {
          e.preventDefault();
          dispatch(customerMergeSearched(q));
        }}
      >
        <TextField label={t('customers.merge.search')} value={q} onChange={(e) => setQ(e.target.value)} type="search" />
        <Button type="submit">{t('customers.merge.find')}</Button>
      </Box>
      {candidates.map((c) => (
        <Box key={c.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {c.name}
            {c.reading ? `（${c.reading}）` : ''} · {c.email ?? '—'} · {c.phone ?? '—'}
          </Typography>
          <Button
            variant="outlined"
            color="warning"
            loading={merge.status === 'loading'}
            onClick={() => dispatch(customerMergeSubmitted({ id: p.id, body: { other_id: c.id, version: p.version } }))}
          >
            {t('customers.merge.confirm', { other: c.name, name: p.name, bookings: c.booking_count })}
          </Button>
        </Box>
      ))}
      {merge.message && <Alert severity={merge.status === 'failed' ? 'error' : 'success'}>{m(merge.message)}</Alert>}
    </Box>
  );
}
