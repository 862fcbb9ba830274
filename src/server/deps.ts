import type { LanguageCode } from '../shared/constants.js';
import type { Db } from './db/db.js';
import type { PaymentProvider } from './payments/provider.js';
import type { Schedule } from './booking/schedule.js';

export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The whole server's dependencies (every service and route, not only booking): built once in services.ts, replaced piece by piece in tests. */
export interface ServerDeps {
  db: Db;
  schedule: Schedule;
  payments: PaymentProvider;
  publicUrl: string;
  now(): Date;
  log: Log;
  /** Wakes the outbox worker (emails and LINE messages) after a transaction queued mail. */
  mailQueued(): void;
  /**
   * Runs work the answer must not wait for, so the answer's timing cannot tell what the work found;
   * failures are logged, and the services' stop waits for whatever is still running.
   */
  inBackground(name: string, task: () => Promise<void>): void;
  /** OWNER_EMAILS: these accounts become owners once their email is verified. */
  ownerEmails: readonly string[];
  /** SCHOOL_EMAIL: the school's address for the new-booking and cancellation notices (none when unset). */
  schoolEmail: string | null;
  /** SCHOOL_EMAIL_LANGUAGE: the language of the school's address's notices. */
  schoolEmailLanguage: LanguageCode;
  /** TEACHER_PHOTO_HOST's origin, or none: teachers' photos are on this site or there. */
  teacherPhotoHost?: string | null;
}
