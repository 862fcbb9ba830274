import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CustomerDetail } from '../../../../../shared/admin/customers.js';
import { paths } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { DetailList } from '../../../../components/DetailList.js';
import { selectCustomers, customerNoteSubmitted, customerOpened } from '../customersSlice.js';
import { ConsoleSection } from '../../components/ConsoleSection.js';
import { CustomerBookings } from '../components/CustomerBookings.js';
import { CustomerRecordForm } from '../components/CustomerRecordForm.js';
import { CustomerMerge } from '../components/CustomerMerge.js';
import { NoteEditor } from '../../components/NoteEditor.js';
import { languageText, sourceText } from '../../format/bookingLabels.js';
import { cameFromText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { customersArea } from '../customersArea.js';
import { creditsArea } from '../../credits/creditsArea.js';
import { CreditLedgerSection } from '../components/CreditLedgerSection.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(customersArea, creditsArea);

function CustomerSections({ customer: p }: { customer: CustomerDetail }) {
  const dispatch = useAppDispatch();
  const { note } = useAppSelector(selectCustomers);
  const c = useConsoleText();
  const { t } = c;
  return (
    <>
      <ConsoleSection id="section-person" title={t('customers.page.person')}>
        <DetailList
          items={[
            { label: t('customers.page.name'), value: p.name },
            ...(p.reading ? [{ label: t('customers.record.reading'), value: p.reading }] : []),
            { label: t('customers.page.email'), value: p.email ?? t('customers.page.noEmail') },
            { label: t('customers.page.phone'), value: p.phone ?? '—' },
            { label: t('customers.page.account'), value: t(p.user_id === null ? 'customers.page.guest' : 'customers.page.hasAccount') },
            { label: t('customers.page.languages'), value: c.list(p.languages.map((l) => languageText(c, l))) },
            { label: t('customers.page.sources'), value: c.list(p.sources.map((s) => sourceText(c, s))) },
            { label: t('sources.cameFrom'), value: cameFromText(c, p.came_from) },
            { label: t('customers.page.since'), value: c.dateTime(p.created_at) },
          ]}
        />
      </ConsoleSection>
      <ConsoleSection id="section-record" title={t('customers.record.title')}>
        <CustomerRecordForm key={`${p.id}-${p.version}`} customer={p} />
      </ConsoleSection>
      <ConsoleSection id="section-note" title={t('customers.note.customerTitle')}>
        <NoteEditor
          key={p.id}
          id="customer-note"
          saved={p.note}
          version={p.version}
          state={note}
          onSave={(text, version) => dispatch(customerNoteSubmitted({ id: p.id, note: text, version }))}
        />
      </ConsoleSection>
      <ConsoleSection id="section-money" title={t('customers.page.money')}>
        <DetailList
          items={[
            { label: t('customers.page.paid'), value: c.yen(p.received_total) },
            { label: t('customers.page.refunded'), value: c.yen(p.refunded_total) },
          ]}
        />
      </ConsoleSection>
      <ConsoleSection id="section-credits" title={t('credits.title')}>
        <CreditLedgerSection customerId={p.id} />
      </ConsoleSection>
      <ConsoleSection id="section-bookings" title={t('customers.page.bookings')}>
        <CustomerBookings bookings={p.bookings} />
      </ConsoleSection>
      <ConsoleSection id="section-merge" title={t('customers.merge.title')}>
        <CustomerMerge customer={p} />
      </ConsoleSection>
    </>
  );
}

/** One customer: who they are, their staff-only note, what they paid and got back, every booking. */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { customer, status, error } = useAppSelector(selectCustomers);
  const { t, m } = useConsoleText();

  useEffect(() => {
    dispatch(customerOpened(customerId));
  }, [dispatch, customerId]);

  const shown = customer && String(customer.id) === customerId ? customer : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1040 }}>
      <Link component={RouterLink} to={paths.adminCustomers} sx={{ alignSelf: 'flex-start' }}>
        {t('customers.page.back')}
      </Link>
      <Typography variant="h1">{shown ? shown.name : t('customers.page.title')}</Typography>
      {shown && (
        <Button
          component={RouterLink}
          to={`${paths.adminNewBooking}?customer=${shown.id}`}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('customers.bookFor', { name: shown.name })}
        </Button>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !shown && (
        <Skeleton variant="rounded" height={400} role="progressbar" aria-label={t('customers.page.loading')} />
      )}
      {shown && <CustomerSections customer={shown} />}
    </Box>
  );
}
