import { bookings } from './bookings.js';
import { calendar } from './calendar.js';
import { common } from './common.js';
import { customers } from './customers.js';
import { numbers } from './numbers.js';
import { schedule } from './schedule.js';
import { staff } from './staff.js';
import { teachers } from './teachers.js';
import { today } from './today.js';
import { deskMail } from './deskMail.js';
import { move } from './move.js';
import { closeDates } from './closeDates.js';
import { picker } from './picker.js';
import { sources } from './sources.js';
import { myClasses } from './myClasses.js';
import { school } from './school.js';
import { till } from './till.js';
import { audit } from './audit.js';
import { timetable } from './timetable.js';
import { enrolments } from './enrolments.js';
import { credits } from './credits.js';
import { packs } from './packs.js';

// One language's whole catalogue: its own chunk, loaded by the console only, only when in use.
const areas = { ...bookings, ...calendar, ...customers, ...move, ...deskMail, ...picker, ...today, ...myClasses };
const office = {
  ...schedule,
  ...closeDates,
  ...teachers,
  ...staff,
  ...numbers,
  ...sources,
  ...school,
  ...till,
  ...audit,
  ...timetable,
  ...enrolments,
};
// issue 41's blocks (lesson credits)
const year = { ...credits, ...packs };
export const messages = { ...common, ...areas, ...office, ...year };
