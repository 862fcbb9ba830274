import type { StaffRole } from '../../../../shared/roles.js';
import type { MessageId } from '../i18n/messageIds.js';

// How the console names the staff roles: catalogue keys (common.role.*), shown with t().
export const ROLE_LABELS: Record<StaffRole, MessageId> = {
  owner: 'common.role.owner',
  staff: 'common.role.staff',
  teacher: 'common.role.teacher',
};
