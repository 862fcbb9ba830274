import { roleAllows, STAFF_ROLES } from '../../src/shared/roles';

// The roles rank owner > staff > teacher: each may do what the ones below it may, and nothing above.
test('roleAllows: an owner everything, staff what staff and teachers may, a teacher only what teachers may', () => {
  const table = Object.fromEntries(STAFF_ROLES.map((role) => [role, STAFF_ROLES.filter((needed) => roleAllows(role, needed))]));
  expect(table).toEqual({ owner: ['owner', 'staff', 'teacher'], staff: ['staff', 'teacher'], teacher: ['teacher'] });
  for (const needed of STAFF_ROLES) {
    expect(roleAllows(null, needed)).toBe(false);
    expect(roleAllows(undefined, needed)).toBe(false);
  }
});
