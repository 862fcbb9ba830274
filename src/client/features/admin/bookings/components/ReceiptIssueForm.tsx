import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { receiptIssueSubmitted, selectReceiptIssue } from '../bookingsSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The default purpose (但し書き) in the customer's language: the receipt is printed in it. */
const PURPOSE: Record<AdminBookingDetail['language'], string> = {
  ja: '体験レッスン代として',
  en: 'Trial lesson fee',
  'zh-CN': '体验课费用',
  'zh-TW': '體驗課費用',
};

/**
 * A paid booking's receipt wording: before its first print, staff set the addressee (宛名) and purpose (但し書き)
 * the customer asked for; once issued, what it says and how often it was printed (a print after the first is a reissue).
 */
export function ReceiptIssueForm({ b }: { b: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const state = useAppSelector(selectReceiptIssue);
  const [addressee, setAddressee] = useState(b.language === 'ja' ? `${b.user_name} 様` : b.user_name);
  const [purpose, setPurpose] = useState(PURPOSE[b.language]);
  const mine = state.bookingId === b.id;
  const issue = b.receipt_issue;
  if (!b.paid_at) return null;
  if (issue) {
    return (
      <Box>
        <Typography variant="body2">{t('bookings.receipt.wording', { addressee: issue.addressee, purpose: issue.purpose })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('bookings.receipt.prints', { count: issue.prints })}
        </Typography>
        {mine && state.message && <Alert severity={state.status === 'failed' ? 'error' : 'success'}>{m(state.message)}</Alert>}
      </Box>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (addressee.trim() && purpose.trim()) dispatch(receiptIssueSubmitted({ id: b.id, addressee, purpose }));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5, maxWidth: '32rem', mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('bookings.receipt.intro')}
      </Typography>
      <TextField
        size="small"
        label={t('bookings.receipt.addressee')}
        value={addressee}
        onChange={(e) => setAddressee(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        label={t('bookings.receipt.purpose')}
        value={purpose}
        onChange={(e) => setPurpose(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {mine && state.message && <Alert severity={state.status === 'failed' ? 'error' : 'success'}>{m(state.message)}</Alert>}
      <Box>
        <Button type="submit" variant="outlined" disabled={mine && state.status === 'loading'}>
          {t('bookings.receipt.issue')}
        </Button>
      </Box>
    </Box>
  );
}
