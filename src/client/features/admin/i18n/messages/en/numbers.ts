// The console's English words: numbers. Each key is "numbers.<what>"; values are ICU messages.
export const numbers = {} as const;
