// How the console names the staff roles.
export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;
