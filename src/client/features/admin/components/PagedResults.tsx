import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** The catalogue's words for Pagination's buttons other than a page number. */
const PAGE_BUTTONS = {
  first: 'common.pageFirst',
  last: 'common.pageLast',
  next: 'common.pageNext',
  previous: 'common.pagePrevious',
} as const;

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

interface Props<T> {
  list: Page<T> | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The list's own words: while loading, when empty, "1–25 of 60 …", and the pages' navigation. */
  words: { loading: MessageId; none: MessageId; range: MessageId; pages: MessageId };
  /** The page's items: a table, or cards on a narrow screen. */
  children: (items: T[], narrow: boolean) => ReactNode;
  onPage: (page: number) => void;
}

/**
 * A searched list, a page at a time (bookings, customers): the failure, a placeholder while the first page
 * loads, the count in a status line, the items, and the pages. A reload keeps the old page, dimmed and busy.
 */
export function PagedResults<T>({ list, status, error, words, children, onPage }: Props<T>) {
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { t, m } = useConsoleText();
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const first = list ? (list.page - 1) * list.page_size + 1 : 0;
  return (
    <>
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !list && <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t(words.loading)} />}
      {list && status !== 'failed' && (
        <Box aria-busy={status === 'loading'} sx={{ opacity: status === 'loading' ? 0.6 : 1 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {list.total === 0 ? t(words.none) : t(words.range, { first, last: first + list.items.length - 1, total: list.total })}
          </Typography>
          {list.items.length > 0 && children(list.items, narrow)}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={list.page}
              onChange={(_e, page) => onPage(page)}
              aria-label={t(words.pages)}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page' || !(type in PAGE_BUTTONS)
                  ? t(selected ? 'common.pageCurrent' : 'common.page', { page: page ?? 0 })
                  : t(PAGE_BUTTONS[type as keyof typeof PAGE_BUTTONS])
              }
              siblingCount={narrow ? 0 : 1}
            />
          )}
        </Box>
      )}
    </>
  );
}
