// The console's English words: schedule. Each key is "schedule.<what>"; values are ICU messages.
export const schedule = {} as const;
