// Issue #12: how the console writes instants: the school's wall clock (Japan time), yyyy-MM-dd HH:MM.
export { tokyoDateTime } from '../../../../shared/dates.js';

export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;
