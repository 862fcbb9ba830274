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
import { textFor } from '../../shared/localText.js';
import { TRADING_DEFAULTS } from '../../shared/schoolLegal.js';
import type { SchoolProfile, TradingField } from '../../shared/schoolProfile.js';
import { useSchool } from '../features/school/useSchool.js';

/** A field the school wrote (in the visitor's language, else its first, else any), else its profile's field, else today's wording. */
type Own = (field: TradingField) => string;

/** Operator, representative, address, product, contact, payment methods and delivery: the school's, else today's wording. */
function rowsOf(school: SchoolProfile | null, own: Own): ReadonlyArray<readonly [string, ReactNode]> {
  const p = school ?? { legal_name: '', representative: '', address: '', phone: '', contact_email: SCHOOL_CONTACT_EMAIL };
  const contact = own('contact') || <Link href={`mailto:${p.contact_email}`}>{p.contact_email}</Link>;
  return [
    ['販売事業者', own('operator') || p.legal_name || TRADING_DEFAULTS.operator],
    ['代表者', own('representative') || p.representative || TRADING_DEFAULTS.representative],
    ['所在地', own('address') || p.address || TRADING_DEFAULTS.address],
    ['電話番号', p.phone || TRADING_DEFAULTS.phone],
    ['お問い合わせ', contact],
    ['商品名', TRADING_DEFAULTS.product],
    ['販売価格', own('prices') || TRADING_DEFAULTS.prices],
    ['商品代金以外の必要料金', TRADING_DEFAULTS.otherFees],
    ['支払方法', own('payment_methods') || TRADING_DEFAULTS.payment_methods],
    ['支払時期', TRADING_DEFAULTS.paymentTiming],
    ['引渡時期', own('delivery') || TRADING_DEFAULTS.delivery],
    ['キャンセル', own('cancellations') || TRADING_DEFAULTS.cancellations],
  ];
}

export function TradingPage() {
  const { school, language } = useSchool();
  // a legal page: a field the school wrote in any language shows (textFor), rather than the placeholder
  const rows = rowsOf(school, (field) => (school ? textFor(school.trading[field], language, school.first_language) : ''));
  return (
    <Container lang="ja" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="trading-title" variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.25rem' } }}>
        特定商取引法に基づく表記
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table aria-labelledby="trading-title" sx={{ tableLayout: 'fixed' }}>
          <TableBody>
            {rows.map(([term, value]) => (
              <TableRow key={term}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { xs: '38%', sm: '14em' }, fontWeight: 600, bgcolor: 'action.hover', verticalAlign: 'top' }}
                >
                  {term}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
