import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SCHOOL_CONTACT_EMAIL, type LanguageCode } from '../../shared/constants.js';
import { textFor } from '../../shared/localText.js';
import type { TradingField } from '../../shared/schoolProfile.js';
import { useSchool } from '../features/school/useSchool.js';
import { useWords } from '../i18n/useWords.js';

// Operator, representative, address, product, contact, payment methods and immediate delivery: each row's
// term is a word (in English the notice is the spec's Japanese one); its value is what the school set, else a word.
const ROWS = [
  'operator',
  'representative',
  'address',
  'phone',
  'contact',
  'product',
  'price',
  'otherFees',
  'payment',
  'payWhen',
  'delivery',
  'cancel',
] as const;
type Row = (typeof ROWS)[number];

/** The school's own 特定商取引法 field behind a row, where it has one. */
const FIELD: Partial<Record<Row, TradingField>> = {
  operator: 'operator',
  representative: 'representative',
  address: 'address',
  contact: 'contact',
  price: 'prices',
  payment: 'payment_methods',
  delivery: 'delivery',
  cancel: 'cancellations',
};

export function TradingPage() {
  const { t, language } = useWords();
  const { school } = useSchool();
  const written = t('trading.lang');
  // a legal page: a field the school wrote in any language shows (textFor), rather than the placeholder
  const own = (row: Row) => {
    const field = FIELD[row];
    return school && field ? textFor(school.trading[field], written as LanguageCode, school.first_language) : '';
  };
  const profile: Partial<Record<Row, string>> = {
    operator: school?.legal_name,
    representative: school?.representative,
    address: school?.address,
    phone: school?.phone,
  };
  const email = school?.contact_email || SCHOOL_CONTACT_EMAIL;
  const value = (row: Row): ReactNode =>
    own(row) || profile[row] || (row === 'contact' ? <Link href={`mailto:${email}`}>{email}</Link> : t(`trading.${row}Value`));
  return (
    <Container lang={written === language ? undefined : written} maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="trading-title" variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.25rem' } }}>
        {t('trading.title')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table aria-labelledby="trading-title" sx={{ tableLayout: 'fixed' }}>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { xs: '38%', sm: '14em' }, fontWeight: 600, bgcolor: 'action.hover', verticalAlign: 'top' }}
                >
                  {t(`trading.${row}`)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
