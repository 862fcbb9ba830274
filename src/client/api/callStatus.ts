// Where a slice's call stands, in the words support staff read in Redux DevTools.

/** A call that loads something to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** A call that does something (confirm, pay, cancel, save). */
export type CallStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
