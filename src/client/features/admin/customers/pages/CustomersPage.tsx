import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectCustomers, customersPageChosen, customersPageOpened, customersSearchSubmitted } from '../customersSlice.js';
import { CustomerCards, CustomerTable } from '../../components/CustomerResults.js';
import { PagedResults } from '../../components/PagedResults.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { customersArea } from '../customersArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(customersArea);

/** Customers: search by name, email, phone however written, a booking's code or reference; 25 a page. */
export function CustomersPage() {
  const dispatch = useAppDispatch();
  const { q, list, listStatus: status, listError: error } = useAppSelector(selectCustomers);
  const { t } = useConsoleText();
  const [typed, setTyped] = useState(q);

  useEffect(() => {
    dispatch(customersPageOpened());
  }, [dispatch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(customersSearchSubmitted(typed));
  };
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
      <PagedResults
        list={list}
        status={status}
        error={error}
        words={{
          loading: 'customers.list.loading',
          none: 'customers.list.none',
          range: 'customers.list.range',
          pages: 'customers.list.pages',
        }}
        onPage={(page) => dispatch(customersPageChosen(page))}
      >
        {(items, narrow) => (narrow ? <CustomerCards items={items} /> : <CustomerTable items={items} />)}
      </PagedResults>
    </>
  );
}
