import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CustomerDetail } from '../../../../../shared/admin/customers.js';
import { LANGUAGES, type LanguageCode } from '../../../../../shared/constants.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { customerRecordSubmitted, selectCustomers } from '../customersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The customer's record as the desk keeps it: name, reading (フリガナ), phone, email and preferred language. */
export function CustomerRecordForm({ customer: p }: { customer: CustomerDetail }) {
  const dispatch = useAppDispatch();
  const { record } = useAppSelector(selectCustomers);
  const { t, m } = useConsoleText();
  const [name, setName] = useState(p.name);
  const [reading, setReading] = useState(p.reading ?? '');
  const [phone, setPhone] = useState(p.phone ?? '');
  const [email, setEmail] = useState(p.email ?? '');
  const [language, setLanguage] = useState<LanguageCode | ''>(p.preferred_language ?? '');
  const save = () =>
    dispatch(
      customerRecordSubmitted({
        id: p.id,
        body: { name, reading, phone, email, preferred_language: language || null, version: p.version },
      }),
    );
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField label={t('customers.page.name')} value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField label={t('customers.record.reading')} value={reading} onChange={(e) => setReading(e.target.value)} lang="ja" />
      <TextField label={t('customers.page.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} type="tel" />
      <TextField label={t('customers.page.email')} value={email} onChange={(e) => setEmail(e.target.value)} type="email" />
      <TextField
        select
        label={t('customers.record.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as LanguageCode | '')}
        // a native list: MUI's menu would move into the MUI every console page loads (console-mui, at its budget)
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('customers.record.languageFirst')}</option>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained" loading={record.status === 'loading'}>
          {t('customers.record.save')}
        </Button>
      </Box>
      {record.message && (
        <Alert severity={record.status === 'failed' ? 'error' : 'success'} sx={{ gridColumn: { sm: '1 / -1' } }}>
          {m(record.message)}
        </Alert>
      )}
    </Box>
  );
}
