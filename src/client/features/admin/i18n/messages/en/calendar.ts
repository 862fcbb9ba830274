// The console's English words: calendar. Each key is "calendar.<what>"; values are ICU messages.
export const calendar = {} as const;
