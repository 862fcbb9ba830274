import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PackListed } from '../../../../../shared/admin/packs.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { CONSOLE_LOCALES } from '../../i18n/locales.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { PackFor } from '../components/PackFor.js';
import { PackForm } from '../components/PackForm.js';
import { packsArea } from '../packsArea.js';
import { packFormOpened, packsNeeded, selectPacks } from '../packsSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(packsArea);

/** The school's lesson packs (owners): lessons and their length, price, validity, on sale; New and Edit in the form. */
export function PacksPage() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { list, status, error, editing, save, message } = useAppSelector(selectPacks);
  useEffect(() => {
    dispatch(packsNeeded());
  }, [dispatch]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('packs.title')}</Typography>
      {editing === null && save === 'succeeded' && message && (
        <Alert severity="success" role="status">
          {m(message)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {editing === null ? (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => dispatch(packFormOpened('new'))}>
          {t('packs.new')}
        </Button>
      ) : (
        <PackForm key={String(editing)} />
      )}
      {status === 'loading' && !list && <Skeleton variant="rounded" height={200} role="progressbar" aria-label={t('packs.loading')} />}
      {list && list.length === 0 && <Typography color="text.secondary">{t('packs.none')}</Typography>}
      {list && list.length > 0 && <PackTable list={list} onEdit={(id) => dispatch(packFormOpened(id))} />}
    </Box>
  );
}

function PackTable({ list, onEdit }: { list: PackListed[]; onEdit: (id: number) => void }) {
  const c = useConsoleText();
  const { t } = c;
  const { locale } = useIntl();
  const lang = Object.entries(CONSOLE_LOCALES).find(([, l]) => l === locale)?.[0] ?? 'en';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('packs.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('packs.name')}</TableCell>
            <TableCell align="right">{t('packs.price')}</TableCell>
            <TableCell>{t('packs.validity')}</TableCell>
            <TableCell align="right">{t('packs.sold')}</TableCell>
            <TableCell align="right">{t('packs.unusedLessons')}</TableCell>
            <TableCell align="right">{t('packs.unusedYen')}</TableCell>
            <TableCell>{t('packs.editButton')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((p) => {
            const name = p.names[lang] || p.names.en;
            return (
              <TableRow key={p.id}>
                <TableCell>
                  {name}
                  <Typography variant="body2" color="text.secondary">
                    {t('packs.lessons', { count: p.lessons, minutes: p.lesson_minutes })} ·{' '}
                    {t('packs.onSale', { onSale: String(p.on_sale) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <PackFor pack={p} />
                  </Typography>
                </TableCell>
                <TableCell align="right">{c.yen(p.price_yen)}</TableCell>
                <TableCell>{t('packs.days', { days: p.valid_days })}</TableCell>
                <TableCell align="right">{c.count(p.sold)}</TableCell>
                <TableCell align="right">{c.count(p.unused_lessons)}</TableCell>
                <TableCell align="right">{c.yen(p.unused_yen)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onEdit(p.id)} aria-label={t('packs.edit', { name })}>
                    {t('packs.editButton')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
