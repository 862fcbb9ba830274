// My page: its tabs, the bookings list and the profile form.
export const mypage = {
  'my.title': 'My page',
  'my.loading': 'Loading your account',
  'my.sections': 'My page sections',
  'my.bookingsTab': 'View Bookings',
  'my.profileTab': 'Edit Profile',
  'my.loadingBookings': 'Loading bookings',
  'my.noBookings': 'You have no bookings yet.',
  'my.bookTrial': 'Book a trial class',
  'my.bookingOn': 'Booking on {date}',
  'my.code': 'Booking {code}',
  'my.teacher': 'Teacher:',
  'my.cancel': 'Cancel',
  'my.editProfile': 'Edit profile',
  'my.emailFixed': 'Your email address cannot be changed.',
  'my.save': 'Save',
} as const;
