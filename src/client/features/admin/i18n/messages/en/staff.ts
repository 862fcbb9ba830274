// The console's English words: staff. Each key is "staff.<what>"; values are ICU messages.
export const staff = {} as const;
