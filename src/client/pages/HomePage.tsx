import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { columnSx, containedButtonSx } from '../styles/shellStyles.js';
import { paths } from '../../shared/paths.js';
import { TrialPrice } from '../components/TrialPrice.js';
import { useSchool } from '../features/school/useSchool.js';

/** The six feature blurbs of the landing page. The landing page is the first load: plain Box, no Typography. */
const FEATURES = [
  {
    title: 'Smart Booking Calendar',
    text: 'Book classes by instructor or time, sync with Google/Apple Calendar and see availability in real time.',
  },
  {
    title: 'Cross-Platform QR Booking',
    text: 'QR links from Line, WeChat and Instagram lead users to schedule from any device.',
  },
  {
    title: 'Multi-Currency Payment',
    text: 'Pay via Stripe, PayPal, WeChat Pay or Apple Pay, with receipts and booking summaries generated automatically.',
  },
  {
    title: 'Auto Notifications',
    text: 'Reminders by SMS, email and platform messages, with updates pushed through Line and WeChat official accounts.',
  },
  {
    title: 'Admin Dashboard',
    text: 'Manage users, view stats, configure teachers and customize price models.',
  },
  {
    title: 'Marketing Tools',
    text: 'Promote courses, offer coupons and send announcements across platforms.',
  },
] as const;

export function HomePage() {
  const school = useSchool();
  // The school's own headline and introduction, where it wrote them
  const headline = school.text((s) => s.texts.home_headline);
  const intro = school.text((s) => s.texts.home_intro);
  return (
    <>
      <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}>
        <Box sx={{ ...columnSx(900), textAlign: 'center' }}>
          <Box component="h1" id="hero-title" sx={{ typography: 'h1', fontSize: { xs: '2rem', md: '2.75rem' }, mt: 0, mb: 2 }}>
            {headline || 'Smart Booking for Global Educators'}
          </Box>
          <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', fontSize: '1.125rem', mt: 0, mb: 4 }}>
            {intro ||
              'An all-in-one booking, payment and marketing platform for coaches, schools and creators, integrated across WeChat, Line, Instagram and more.'}
          </Box>
          <TrialPrice />
          <Box component={Link} to={paths.booking} sx={containedButtonSx}>
            Book a trial class
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="features-title" sx={{ ...columnSx(1200), py: { xs: 5, md: 8 } }}>
        <Box component="h2" id="features-title" sx={{ typography: 'h2', textAlign: 'center', mt: 0, mb: 4 }}>
          Features
        </Box>
        {/* A CSS grid on Box instead of MUI Grid keeps the first-load bundle small. */}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map((f) => (
            <Box
              component="li"
              key={f.title}
              sx={{ p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Box component="h3" sx={{ typography: 'h3', mt: 0, mb: 1 }}>
                {f.title}
              </Box>
              <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
                {f.text}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
