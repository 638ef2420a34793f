/** The query-key root of every backup query: invalidating it reloads all backup views. */
export const backupKey = ['backup'] as const;
