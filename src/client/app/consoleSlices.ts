import type { WithSlice } from '@reduxjs/toolkit';
import type { bookingsSlice } from '../features/admin/bookings/bookingsSlice.js';
import type { consoleSlice } from '../features/admin/consoleSlice.js';
import type { enrolmentsSlice } from '../features/admin/enrolments/enrolmentsSlice.js';
import type { customersSlice } from '../features/admin/customers/customersSlice.js';
import type { linksSlice } from '../features/admin/links/linksSlice.js';
import type { numbersSlice } from '../features/admin/numbers/numbersSlice.js';
import type { scheduleSlice } from '../features/admin/schedule/scheduleSlice.js';
import type { schoolSlice } from '../features/admin/school/schoolSlice.js';
import type { staffSlice } from '../features/admin/staff/staffSlice.js';
import type { teachersSlice } from '../features/admin/teachers/teachersSlice.js';
import type { tillSlice } from '../features/admin/till/tillSlice.js';
import type { timetableSlice } from '../features/admin/timetable/timetableSlice.js';
import type { todaySlice } from '../features/admin/today/todaySlice.js';

// The console's slices in the store's type: each is injected when its module loads (`injectInto`), so RootState
// has it as optional until then. One declaration for all, beside the root reducer it extends.
declare module './rootReducer.js' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof bookingsSlice>,
      WithSlice<typeof consoleSlice>,
      WithSlice<typeof customersSlice>,
      WithSlice<typeof enrolmentsSlice>,
      WithSlice<typeof linksSlice>,
      WithSlice<typeof numbersSlice>,
      WithSlice<typeof scheduleSlice>,
      WithSlice<typeof schoolSlice>,
      WithSlice<typeof staffSlice>,
      WithSlice<typeof teachersSlice>,
      WithSlice<typeof tillSlice>,
      WithSlice<typeof timetableSlice>,
      WithSlice<typeof todaySlice> {}
}

// issue 41's areas (a block of their own: interfaces merge)
import type { creditsSlice } from '../features/admin/credits/creditsSlice.js';
declare module './rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the declaration above
  export interface LazyLoadedSlices extends WithSlice<typeof creditsSlice> {}
}

// issue 41's lesson packs (a block of their own: interfaces merge)
import type { packsSlice } from '../features/admin/packs/packsSlice.js';
declare module './rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the declaration above
  export interface LazyLoadedSlices extends WithSlice<typeof packsSlice> {}
}
