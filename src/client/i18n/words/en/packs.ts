// Lesson packs (回数券, issue 41 point 3): buying one on my page, booking with its credits on the booking page.
export const packs = {
  'packs.myTitle': 'My lesson packs',
  'packs.onSale': 'Lesson packs on sale',
  'packs.offer': '{name}: {lessons} lessons of {minutes} minutes, {price} (tax incl.), valid {days} days from purchase',
  'packs.buy': 'Buy {name}',
  'packs.mine': '{name} ({code}): {left} of {lessons} lessons left. Issued on {issued}, valid until {until}',
  'packs.receipt': 'Receipt',
  'packs.none': 'You have no lesson pack yet.',
  'packs.bookTitle': 'Book with my lesson pack',
  'packs.bookHint': 'Choose {slots} timeslots in a row on a date until {until} to book a lesson of {minutes} minutes with {name}.',
  'packs.book': 'Book with a pack credit',
  'packs.noCredit': 'There is no lesson left in your packs for this date and length.',
  'packs.failed': 'That did not work. Please try again.',
  // a course's pack paid with a teacher who does not teach the course (409 PACK_COURSE_TEACHER)
  'packs.courseTeacher': "This pack's lessons are for its course: choose one of the course's teachers, or any teacher.",
};
