import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { packBalancesNeeded, selectPacks } from '../../packs/packsSlice.js';

/**
 * The unused balance of all lesson packs on 資金決済法's reference dates (31 March, 30 September), with the threshold
 * over which the school must notify and deposit half (issue 41, point 3). Read from the packs area.
 */
export function PackBalancesTable() {
  const dispatch = useAppDispatch();
  const { t, yen, longDay, count } = useConsoleText();
  const { balances } = useAppSelector(selectPacks);
  useEffect(() => void dispatch(packBalancesNeeded()), [dispatch]);
  if (!balances) return null;
  return (
    // one landmark: the table's scrolling region carries the title (a section named the same was a second one)
    <Box sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('packs.balances.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('packs.balances.intro', { threshold: yen(balances.threshold_yen) })}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('packs.balances.title')}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('packs.balances.on')}</TableCell>
              <TableCell align="right">{t('packs.balances.lessons')}</TableCell>
              <TableCell align="right">{t('packs.balances.yen')}</TableCell>
              <TableCell>{t('packs.balances.threshold')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balances.balances.map((b) => (
              <TableRow key={b.on}>
                <TableCell>{longDay(b.on)}</TableCell>
                <TableCell align="right">{count(b.lessons_left)}</TableCell>
                <TableCell align="right">{yen(b.yen)}</TableCell>
                <TableCell>{t('packs.balances.over', { over: String(b.over_threshold) })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
