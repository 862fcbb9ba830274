import type { MessageId } from '../messageIds.js';
import {
  ALREADY_MEMBER,
  BAD_INVITATION,
  CONFIGURED_OWNER,
  LAST_OWNER,
  NAME_AND_PASSWORD,
  NO_FEED_TO_REVOKE,
  NO_OPEN_INVITATION,
  NO_SUCH_MEMBER,
  NOT_A_LANGUAGE,
  NOT_FOR_TEACHERS,
  NOT_YOUR_CLASS,
  OWNERS_ONLY,
  PASSWORD_REQUIRED,
  STAFF_ONLY,
  TEACHER_LINKED_ELSEWHERE,
} from '../../../../../shared/admin/staffTexts.js';
import { GOOGLE_REAUTH, REAUTH_CANCELED, REAUTH_NEEDED, WRONG_PASSWORD } from '../../../../../shared/admin/reauth.js';

// The server's staff refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language.
export const staffDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [STAFF_ONLY, 'staff.detail.staffOnly'],
  [OWNERS_ONLY, 'staff.detail.ownersOnly'],
  [NOT_FOR_TEACHERS, 'staff.detail.notForTeachers'],
  [NOT_YOUR_CLASS, 'staff.detail.notYourClass'],
  [TEACHER_LINKED_ELSEWHERE, 'staff.detail.teacherLinkedElsewhere'],
  [NO_SUCH_MEMBER, 'staff.detail.noSuchMember'],
  [LAST_OWNER, 'staff.detail.lastOwner'],
  [CONFIGURED_OWNER, 'staff.detail.configuredOwner'],
  [BAD_INVITATION, 'staff.detail.badInvitation'],
  [ALREADY_MEMBER, 'staff.detail.alreadyMember'],
  [NO_OPEN_INVITATION, 'staff.detail.noOpenInvitation'],
  [NAME_AND_PASSWORD, 'staff.detail.nameAndPassword'],
  [NO_FEED_TO_REVOKE, 'staff.detail.noFeedToRevoke'],
  [NOT_A_LANGUAGE, 'staff.detail.notALanguage'],
  [PASSWORD_REQUIRED, 'staff.detail.passwordRequired'],
  // the password prompt (shared/admin/reauth.ts)
  [REAUTH_NEEDED, 'staff.detail.reauthNeeded'],
  [WRONG_PASSWORD, 'staff.detail.wrongPassword'],
  [GOOGLE_REAUTH, 'staff.detail.googleReauth'],
  [REAUTH_CANCELED, 'staff.detail.reauthCanceled'],
];
