import type { MessageId } from '../i18n/messageIds.js';
import { TEACHING_LANGUAGE_LABELS } from './teachingLanguages.js';

const CONSOLE_LANGUAGES: Record<string, MessageId> = {
  en: 'common.language.en',
  ja: 'common.language.ja',
  'zh-CN': 'common.language.zh-CN',
  'zh-TW': 'common.language.zh-TW',
};

/** The codes audit entries record, by field (a role, a booking's status, its source, a language, …) → their words. */
export const RECORDED_CODES: Record<string, Record<string, MessageId>> = {
  role: { owner: 'common.role.owner', staff: 'common.role.staff', teacher: 'common.role.teacher' },
  status: {
    Pending: 'bookings.status.Pending',
    Confirmed: 'bookings.status.Confirmed',
    Canceled: 'bookings.status.Canceled',
    Expired: 'bookings.status.Expired',
  },
  attendance: { attended: 'bookings.attendance.attended', no_show: 'bookings.attendance.no_show' },
  source: { web: 'bookings.source.web', phone: 'bookings.source.phone', desk: 'bookings.source.desk' },
  refund: { full: 'bookings.history.refund.full', partial: 'bookings.cancel.partial', none: 'bookings.cancel.none' },
  assignment: {
    chosen: 'bookings.teacher.assignment.chosen',
    fair: 'bookings.teacher.assignment.fair',
    staff: 'bookings.teacher.assignment.staff',
    existing: 'bookings.teacher.assignment.existing',
  },
  payment: {
    cash: 'bookings.new.cash',
    link: 'bookings.history.payment.link',
    at_lesson: 'audit.value.payment.at_lesson',
    free: 'audit.value.payment.free',
  },
  link: { same: 'move.difference.linkSame', new: 'move.difference.linkNew' },
  medium: { qr: 'sources.medium.qr', social: 'sources.medium.social', email: 'sources.medium.email' },
  target: { booking: 'sources.target.booking', home: 'sources.target.home' },
  language: CONSOLE_LANGUAGES,
  console_language: CONSOLE_LANGUAGES,
  first_language: CONSOLE_LANGUAGES,
  // the language a lesson teaches, and those a teacher teaches
  lesson_language: TEACHING_LANGUAGE_LABELS,
  language_confirmed: TEACHING_LANGUAGE_LABELS,
  languages: TEACHING_LANGUAGE_LABELS,
  pricing: { per_slot: 'audit.value.pricing.per_slot', fixed: 'audit.value.pricing.fixed', free: 'audit.value.pricing.free' },
  // a customer's preferred language (issue 39, point 4)
  preferred_language: CONSOLE_LANGUAGES,
};
