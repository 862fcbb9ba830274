import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SlotView } from '../../../../../shared/admin/bookings.js';
import { slotBegun } from '../../../../../shared/dates.js';
import { adminBookingPath } from '../../../../../shared/paths.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { slotChangeAsked } from '../bookingsSlice.js';
import { attendanceText, seatsText, statusText } from '../../format/bookingLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

const chipColor = (slot: SlotView) => (slot.closed ? 'default' : slot.seats_free > 0 ? 'success' : 'error');

/** Whether the slot has begun (Japan time): the day views grey it and say so. */
export const slotIsPast = (date: string, slot: SlotView) => slotBegun(date, slot.start);

/** One slot: its free seats, the bookings on it, and (for owners) Close or Reopen; on a grey ground, in secondary text (still readable: WCAG contrast) and said to be past once begun. */
export function SlotCell({ date, slot, canClose }: { date: string; slot: SlotView; canClose: boolean }) {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t } = c;
  const time = `${slot.start}-${slot.end}`;
  const label = `${c.day(date)} ${time}`;
  const ask = () => dispatch(slotChangeAsked({ slotId: slot.id, close: !slot.closed, label, bookings: slot.bookings.length }));
  const past = slotIsPast(date, slot);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, ...(past && { color: 'text.secondary' }) }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {past && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('calendar.past')}
          </Typography>
        )}
        <Chip size="small" variant="outlined" color={past ? 'default' : chipColor(slot)} label={seatsText(c, slot)} />
        {canClose && (
          <SlotMenu label={t('calendar.slotMenu', { time, day: c.day(date) })} onChoose={ask}>
            {t(slot.closed ? 'calendar.reopenSlotOn' : 'calendar.closeSlotOn', { time, day: c.day(date) })}
          </SlotMenu>
        )}
      </Box>
      {slot.bookings.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {slot.bookings.map((b) => (
            <li key={b.id}>
              <Link component={RouterLink} to={adminBookingPath(b.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {b.user_name}
              </Link>
              {b.teacher && (
                <Typography component="span" variant="body2" sx={{ ml: 0.75 }}>
                  {t('calendar.withTeacher', { name: b.teacher.name })}
                </Typography>
              )}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {statusText(c, b.status)}
                {b.attendance ? ` · ${attendanceText(c, b.attendance)}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A slot's actions behind one small menu button, so that a day of slots is not a column of Close buttons. */
function SlotMenu({ label, onChoose, children }: { label: string; onChoose: () => void; children: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 36, height: 36, fontWeight: 700 }}
      >
        <span aria-hidden="true">⋮</span>
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onChoose();
          }}
        >
          {children}
        </MenuItem>
      </Menu>
    </>
  );
}
