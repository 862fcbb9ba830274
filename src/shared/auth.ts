import { z } from 'zod';

// SPEC §3 User: name, email. The body of GET /public/me.
export const User = z.object({ name: z.string(), email: z.string() });
export type User = z.infer<typeof User>;
