import { TEACHER_PHOTO_HOST } from '../../shared/admin/teacherTexts.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';

/**
 * A teacher's photo is on this site or on TEACHER_PHOTO_HOST, the only image origins the pages' CSP allows
 * (a photo elsewhere would not show, and would tell another host who looks at the booking page): else 400.
 */
export function checkTeacherPhoto(deps: Pick<ServerDeps, 'publicUrl' | 'teacherPhotoHost'>, photoUrl: string | null): void {
  if (!photoUrl) return;
  const origin = URL.canParse(photoUrl) ? new URL(photoUrl).origin : null;
  if (origin !== new URL(deps.publicUrl).origin && origin !== deps.teacherPhotoHost) throw new HttpError(400, TEACHER_PHOTO_HOST);
}
