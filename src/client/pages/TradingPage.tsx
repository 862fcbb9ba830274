import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useWords } from '../i18n/useWords.js';

// Operator, representative, address, product, contact, payment methods and immediate delivery: each row's
// term and, but for the contact, its value are words (in English the notice is the spec's Japanese one).
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

export function TradingPage() {
  const { t, language } = useWords();
  const written = t('trading.lang');
  const value = (row: (typeof ROWS)[number]): ReactNode =>
    row === 'contact' ? <Link href={`mailto:${SCHOOL_CONTACT_EMAIL}`}>{SCHOOL_CONTACT_EMAIL}</Link> : t(`trading.${row}Value`);
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
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
