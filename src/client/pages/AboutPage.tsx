import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSchool } from '../features/school/useSchool.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

/** /app/about: Who We Are, the mission, and the team blurb. */
export function AboutPage() {
  const school = useSchool();
  const own = school.text((s) => s.texts.about);
  // The school's own About, where it wrote one
  if (own) return <SchoolOwnPage title="Who We Are" text={own} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Who We Are
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        GTSS builds tools that help coaches, schools and creators automate bookings, payments and communication across messaging platforms.
      </Typography>

      <Typography variant="h2" gutterBottom>
        Our Mission
      </Typography>
      <Typography variant="body1" sx={{ mb: 4 }}>
        Our mission is to simplify how small service providers connect with their clients, whether those clients find them on WeChat, Line
        or Instagram. A teacher should spend time teaching, not juggling messages, calendars and payments across apps.
      </Typography>

      <Typography variant="h2" gutterBottom>
        Meet Our Team
      </Typography>
      <Typography variant="body1">
        We are a remote team of designers, developers and trainers working across three cities. Together we design the booking experience,
        build and run the platform, and help schools get the most out of it.
      </Typography>
    </Container>
  );
}
