// The console's English words: bookings. Each key is "bookings.<what>"; values are ICU messages.
export const bookings = {} as const;
