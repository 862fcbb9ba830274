// The console's English words: a teacher's own classes (Today and Day & week for the teacher role). Each key is
// "myClasses.<what>"; values are ICU messages.
export const myClasses = {
  'myClasses.todayTitle': 'My classes',
  'myClasses.weekTitle': 'My week',
  'myClasses.intro': 'Your own classes: each student, their booking code, the language they booked in and the staff’s note on the lesson.',
  'myClasses.date': 'Date',
  'myClasses.from': 'From',
  'myClasses.backToToday': 'Back to today',
  'myClasses.print': 'Print day sheet',
  'myClasses.sheetTitle': 'Day sheet: {day}',
  'myClasses.loading': 'Loading your classes',
  'myClasses.failed': 'Your classes could not be loaded. Please try again.',
  'myClasses.none': 'No classes.',
  'myClasses.noTeacher': 'Your account is not linked to a teacher yet: ask an owner to link it on the Staff page.',
  'myClasses.teacher': 'Classes of {name}',
  'myClasses.code': 'Booking {code}',
  'myClasses.language': 'Language: {language}',
  'myClasses.note': 'Note: {note}',
  'myClasses.pending': 'Not confirmed yet',
  'myClasses.hint': 'Mark who came once the class day has come.',
  'myClasses.notForTeachers': 'A teacher’s account shows your own classes and your settings only.',
  'myClasses.lessonLanguage': 'Learns: {language}',
};
