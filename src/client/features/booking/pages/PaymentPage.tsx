import { ClassTime } from '../../../components/ClassTime.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { publicSchool } from '../../school/schoolSelectors.js';
import { Link as RouterLink } from 'react-router-dom';
import { formatAmount } from '../../../../shared/localeFormat.js';
import { paths } from '../../../../shared/paths.js';
import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { paymentSagas } from '../paymentSagas.js';
import { selectPaymentBusy, selectPaymentError, selectSummary } from '../bookingSelectors.js';
import { paymentRequested } from '../bookingSlice.js';
import { selectPaymentTeacher } from '../teacherViewSelectors.js';
import { DetailList } from '../../../components/DetailList.js';
import { LocalDate } from '../../../components/LocalDate.js';
import { messageText } from '../../../i18n/knownMessages.js';
import { useWords } from '../../../i18n/useWords.js';

// The payment page is the final confirmation page (最終確認画面) of the 2022 revision of the Specified
// Commercial Transactions Act: before the Pay button it states when payment is taken and the cancellation
// terms (what is bought, its price and date are in the summary above them), in the visitor's language.
const TERMS = ['payment', 'cancellation', 'refund', 'onTheDay'] as const;
/** A free trial's: nothing to pay, the same cancellation (nothing to refund). */
const FREE_TERMS = ['price', 'cancellation', 'onTheDay'] as const;

/** /app/payment: the confirmed price, then card payment on the provider's checkout. */
export function PaymentPage() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  // the Pay button's saga (started once per store): it loads with this page, not in the entry every page loads
  useState(() => store.startFeature('payment', paymentSagas, undefined));
  const summary = useAppSelector(selectSummary);
  const busy = useAppSelector(selectPaymentBusy);
  const error = useAppSelector(selectPaymentError);
  const teacher = useAppSelector(selectPaymentTeacher);
  const words = useWords();
  const { t, language } = words;

  const free = summary?.total_amount === 0;
  // the school's cancellation policy in the visitor's language, from the page's school data block (none: nothing)
  const policyLine = free ? undefined : publicSchool()?.cancel_policy_line?.[words.language];

  // The page only works with the booking state the booking page passes on
  if (!summary) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          {t('msg.invalidAccess')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('payment.noBookingText')}
        </Typography>
        <Button component={RouterLink} to={paths.booking} variant="contained">
          {t('payment.toBooking')}
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {/* A free trial (price 0) books without any payment step: nothing on this page speaks of paying */}
      <Typography variant="h1" gutterBottom>
        {t(free ? 'payment.titleFree' : 'payment.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList
          items={[
            { label: t('common.date'), value: <LocalDate date={summary.booking_date} /> },
            { label: t('common.time'), value: <ClassTime date={summary.booking_date} range={summary.time_range} /> },
            ...(teacher === null
              ? []
              : [
                  {
                    label: t('common.teacher'),
                    value: teacher === 'any' ? t('payment.anyTeacher') : <span translate="no">{teacher}</span>,
                  },
                ]),
            { label: t('common.name'), value: summary.user_name },
            { label: t('common.email'), value: summary.user_email },
            { label: t('common.total'), value: formatAmount(language, summary.total_amount) },
            { label: t('common.taxRate'), value: `${summary.tax_rate}%` },
            { label: t('common.salesTax'), value: formatAmount(language, summary.sales_tax) },
          ]}
        />
      </Paper>
      {/* The 2022 Specified Commercial Transactions Act revision: the final confirmation states these before Pay */}
      <Paper component="section" aria-labelledby="payment-terms" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="payment-terms" variant="h2" gutterBottom sx={{ fontSize: '1.25rem' }}>
          {t(free ? 'terms.headingFree' : 'terms.heading')}
        </Typography>
        <DetailList items={(free ? FREE_TERMS : TERMS).map((term) => ({ label: t(`terms.${term}`), value: t(`terms.${term}Text`) }))} />
        {policyLine && <Typography sx={{ mt: 2, fontWeight: 600 }}>{policyLine}</Typography>}
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageText(words, error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" size="large" loading={busy} loadingPosition="start" onClick={() => dispatch(paymentRequested())}>
          {t(free ? 'payment.payFree' : 'payment.pay')}
        </Button>
        <Link component={RouterLink} to={paths.booking}>
          {t('payment.back')}
        </Link>
      </Box>
      {!free && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('payment.provider')}
        </Typography>
      )}
    </Container>
  );
}
