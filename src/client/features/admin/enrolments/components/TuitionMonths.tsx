import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Enrolment } from '../../../../../shared/enrolment.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { tuitionReceiptUrl } from '../enrolmentsApi.js';
import { tuitionPaidConfirmed } from '../enrolmentsSlice.js';

/**
 * An enrolment's months: what each costs, when due, paid or not; a month paid at the school is marked paid here, and
 * a paid month's receipt printed.
 */
export function TuitionMonths({ c, enrolment, paying }: { c: ConsoleText; enrolment: Enrolment; paying: string | null }) {
  const dispatch = useAppDispatch();
  const { t } = c;
  const desk = enrolment.billing === 'school' && enrolment.status !== 'canceled';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('enrolments.detail.tuition')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('enrolments.detail.month')}</TableCell>
            <TableCell align="right">{t('enrolments.detail.lessons')}</TableCell>
            <TableCell align="right">{t('enrolments.detail.amount')}</TableCell>
            <TableCell>{t('enrolments.detail.chargeOn')}</TableCell>
            <TableCell>{t('enrolments.detail.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {enrolment.tuition.map((mo) => {
            const amount = c.yen(mo.tuition_yen + mo.fee_yen);
            const open = desk && (mo.status === 'due' || mo.status === 'failed');
            const pay = (way: 'cash' | 'transfer') => dispatch(tuitionPaidConfirmed({ id: enrolment.id, month: mo.month, way }));
            return (
              <TableRow key={mo.month}>
                <TableCell>{mo.month}</TableCell>
                <TableCell align="right">{mo.lessons}</TableCell>
                <TableCell align="right">{mo.fee_yen > 0 ? t('enrolments.detail.withFee', { amount }) : amount}</TableCell>
                <TableCell>{c.shortDate(mo.charge_on)}</TableCell>
                <TableCell>
                  {t('enrolments.detail.monthStatus', { status: mo.status })} {mo.way && t('enrolments.detail.way', { way: mo.way })}
                  {mo.status === 'paid' && (
                    <Link
                      href={tuitionReceiptUrl(enrolment.id, mo.month)}
                      target="_blank"
                      rel="noopener"
                      sx={{ ml: 1 }}
                      aria-label={t('enrolments.detail.receiptOf', { month: mo.month })}
                    >
                      {t('enrolments.detail.receipt')}
                    </Link>
                  )}
                  {open && (
                    <Box
                      role="group"
                      aria-label={t('enrolments.detail.markPaid', { month: mo.month })}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}
                    >
                      <Button size="small" variant="outlined" disabled={paying !== null} onClick={() => pay('cash')}>
                        {t('enrolments.detail.cash')}
                      </Button>
                      <Button size="small" variant="outlined" disabled={paying !== null} onClick={() => pay('transfer')}>
                        {t('enrolments.detail.transfer')}
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
