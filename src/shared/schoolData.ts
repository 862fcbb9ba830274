/** The id of the JSON block in every page the server sends: the school's public profile (server/school/schoolTags.ts). */
export const SCHOOL_DATA_ID = 'gtss-school';
