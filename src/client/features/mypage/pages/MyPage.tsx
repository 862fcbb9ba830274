import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectSessionRestored, selectUser } from '../../auth/authSelectors.js';
import { LineSection } from '../../line/LineSection.js';
import { BookingsTab } from '../components/BookingsTab.js';
import { ProfileTab } from '../components/ProfileTab.js';
import { selectMypageTab } from '../mypageSelectors.js';
import { loginRequired } from '../../auth/authSlice.js';
import { myPageOpened, myPageTabSelected, type MypageTab } from '../mypageSlice.js';
import { useWords } from '../../../i18n/useWords.js';

// My courses load with the course page's chunk ("enrol"): my page's route adds no chunk to the entry's route table.
const MyCourses = lazy(() => import(/* webpackChunkName: "enrol" */ '../../enrol/MyCourses').then((m) => ({ default: m.MyCourses })));

// My lesson packs (issue 41) load with the packs' chunk, as the booking page's pack choice.
const MyPacks = lazy(() => import(/* webpackChunkName: "packs" */ '../../packs/MyPacks').then((m) => ({ default: m.MyPacks })));

const TABS = [
  { value: 'bookings', label: 'my.bookingsTab' },
  { value: 'profile', label: 'my.profileTab' },
] as const satisfies ReadonlyArray<{ value: MypageTab; label: string }>;

/** /app/my_page (requires login: the auth sagas send logged-out visitors to /app/login). */
export function MyPage() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const user = useAppSelector(selectUser);
  const restored = useAppSelector(selectSessionRestored);
  const tab = useAppSelector(selectMypageTab);
  const loggedIn = user !== null;
  const { pathname, search } = useLocation();
  // a failed month's email links to ?pay=<id>:<YYYY-MM>: logging in first comes back to it
  useEffect(() => {
    if (!loggedIn && new URLSearchParams(search).has('pay')) dispatch(loginRequired({ returnTo: `${pathname}${search}` }));
  }, [dispatch, loggedIn, pathname, search]);
  useEffect(() => {
    if (loggedIn) dispatch(myPageOpened());
  }, [dispatch, loggedIn]);
  if (!user) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        {!restored && <CircularProgress aria-label={t('my.loading')} />}
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('my.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: MypageTab) => dispatch(myPageTabSelected(v))}
        aria-label={t('my.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={t(tab.label)} id={`tab-${tab.value}`} aria-controls={`panel-${tab.value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'bookings' ? <BookingsTab /> : <ProfileTab user={user} />}
      </Box>
      <Suspense fallback={null}>
        <MyCourses />
      </Suspense>
      <Suspense fallback={null}>
        <MyPacks />
      </Suspense>
      <LineSection />
    </Container>
  );
}
