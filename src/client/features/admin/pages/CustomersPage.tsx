import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectCustomers } from '../adminSelectors.js';
import { customersPageChosen, customersPageOpened, customersSearchSubmitted } from '../adminSlice.js';
import { CustomerCards, CustomerTable } from '../components/CustomerResults.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

const PAGE_BUTTONS = {
  first: 'common.pageFirst',
  last: 'common.pageLast',
  next: 'common.pageNext',
  previous: 'common.pagePrevious',
} as const;

/** Customers: search by name, email, phone however written, a booking's code or reference; 25 a page. */
export function CustomersPage() {
  const dispatch = useAppDispatch();
  const { q, list, listStatus: status, listError: error } = useAppSelector(selectCustomers);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { t, m } = useConsoleText();
  const [typed, setTyped] = useState(q);

  useEffect(() => {
    dispatch(customersPageOpened());
  }, [dispatch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(customersSearchSubmitted(typed));
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const first = list ? (list.page - 1) * list.page_size + 1 : 0;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('customers.title')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('customers.search.label')}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3, maxWidth: 640 }}
      >
        <TextField
          label={t('customers.search.label')}
          helperText={t('customers.search.help')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={status === 'loading'} sx={{ minHeight: 40 }}>
          {t('customers.search.submit')}
        </Button>
      </Box>
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !list && <Skeleton variant="rounded" height={320} aria-label={t('customers.list.loading')} />}
      {list && status !== 'failed' && (
        <Box aria-busy={status === 'loading'} sx={{ opacity: status === 'loading' ? 0.6 : 1 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {list.total === 0
              ? t('customers.list.none')
              : t('customers.list.range', { first, last: first + list.items.length - 1, total: list.total })}
          </Typography>
          {list.items.length > 0 && (narrow ? <CustomerCards items={list.items} /> : <CustomerTable items={list.items} />)}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={list.page}
              onChange={(_e, page) => dispatch(customersPageChosen(page))}
              aria-label={t('customers.list.pages')}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page' || !(type in PAGE_BUTTONS)
                  ? t(selected ? 'common.pageCurrent' : 'common.page', { page: page ?? 0 })
                  : t(PAGE_BUTTONS[type as keyof typeof PAGE_BUTTONS])
              }
              siblingCount={narrow ? 0 : 1}
            />
          )}
        </Box>
      )}
    </>
  );
}
