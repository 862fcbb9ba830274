import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

export interface ConsoleTab {
  to: string;
  label: MessageId;
  end?: boolean;
}

/** Room kept at each edge for its scroll button and fade, so the active tab is never under them. */
const EDGE = 40;

const tabSx = {
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  px: 1.5,
  minHeight: 44,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 500,
  borderBottom: 3,
  borderColor: 'transparent',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
  '&.active': { borderColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
} as const;

const edgeSx = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: EDGE,
    zIndex: 1,
    justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
    px: 0.5,
    fontSize: '1.5rem',
    fontWeight: 700,
    color: 'primary.main',
    // the fade: the tabs run out under the button, showing there are more
    background: (theme: { palette: { background: { default: string } } }) =>
      `linear-gradient(to ${side}, transparent, ${theme.palette.background.default} 55%)`,
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
  }) as const;

/**
 * The console's sections as a row of tabs. On a narrow screen the row scrolls: a fade and a button at
 * each edge with more beyond it say so (and scroll by a screenful), and the active tab is scrolled into view.
 */
export function ConsoleTabs({ tabs }: { tabs: ConsoleTab[] }) {
  const { t } = useConsoleText();
  const { pathname } = useLocation();
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);

  useEffect(() => {
    const el = row.current;
    measure();
    el?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // the active tab in view (the row only: the page itself is never scrolled)
  useEffect(() => {
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('a.active');
    if (!el || !active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < el.scrollLeft + EDGE) el.scrollLeft = Math.max(0, start - EDGE);
    else if (end > el.scrollLeft + el.clientWidth - EDGE) el.scrollLeft = end - el.clientWidth + EDGE;
    measure();
  }, [pathname, measure]);

  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const by = direction * Math.max(el.clientWidth - 2 * EDGE, EDGE);
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: by, behavior: 'smooth' });
    else el.scrollLeft += by;
    measure();
  };

  return (
    <Box
      component="nav"
      aria-label={t('common.nav')}
      sx={{ position: 'relative', borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 } }}
    >
      <Box
        ref={row}
        id="console-tabs"
        sx={{
          position: 'relative',
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((s) => (
          <Box key={s.to} component={NavLink} to={s.to} end={s.end} sx={tabSx}>
            {t(s.label)}
          </Box>
        ))}
      </Box>
      {more.before && (
        <ButtonBase aria-label={t('common.nav.scrollBack')} aria-controls="console-tabs" onClick={() => scroll(-1)} sx={edgeSx('left')}>
          <span aria-hidden="true">‹</span>
        </ButtonBase>
      )}
      {more.after && (
        <ButtonBase aria-label={t('common.nav.scrollMore')} aria-controls="console-tabs" onClick={() => scroll(1)} sx={edgeSx('right')}>
          <span aria-hidden="true">›</span>
        </ButtonBase>
      )}
    </Box>
  );
}
