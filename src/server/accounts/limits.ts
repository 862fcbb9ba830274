import type { Limit } from './rateLimit.js';

// Rate limits on login, register, forgot-password and payment, by IP and by email.
// Generous enough for a family sharing one address, tight enough to stop guessing and mail floods.
export const LIMITS = {
  loginByIp: { name: 'login-ip', max: 30, windowSeconds: 900 },
  loginByEmail: { name: 'login-email', max: 10, windowSeconds: 900 },
  // a browser that has logged in to the account before (trustedDevices.ts): its own count instead of the email's
  loginByDevice: { name: 'login-device', max: 10, windowSeconds: 900 },
  registerByIp: { name: 'register-ip', max: 10, windowSeconds: 3600 },
  registerByEmail: { name: 'register-email', max: 3, windowSeconds: 3600 },
  forgotByIp: { name: 'forgot-ip', max: 10, windowSeconds: 3600 },
  forgotByEmail: { name: 'forgot-email', max: 3, windowSeconds: 3600 },
  // A reset guesses a token (security review finding 5): limited like login's per-address count.
  resetByIp: { name: 'reset-ip', max: 10, windowSeconds: 900 },
  // Payments hold seats and open checkout sessions; a school sees a handful an hour. The per-IP
  // limit leaves room for a busy office network (and the 50-payer race tests).
  paymentByIp: { name: 'payment-ip', max: 100, windowSeconds: 600 },
  paymentByEmail: { name: 'payment-email', max: 60, windowSeconds: 600 },
  // The visitor's own move frees and takes seats and emails the customer and the school each time: a visitor
  // who changes their mind a few times stays well under these; a script moving a booking to and fro does not.
  moveByIp: { name: 'move-ip', max: 30, windowSeconds: 600 },
  moveByBooking: { name: 'move-booking', max: 10, windowSeconds: 3600 },
  // The back office's token links (256-bit tokens, so this is about load, not guessing).
  // A calendar app polls a feed about hourly; an office behind one address has a few members.
  feedByIp: { name: 'feed-ip', max: 60, windowSeconds: 600 },
  // the invitation page looks its token up once, then accepts it once
  invitationByIp: { name: 'invitation-ip', max: 20, windowSeconds: 900 },
} satisfies Record<string, Limit>;
