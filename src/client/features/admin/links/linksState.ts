import type { PayloadAction } from '@reduxjs/toolkit';
import type { TrackedLink, TrackedLinkInput } from '../../../../shared/admin/links.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The links area's state: the tracked links, the form that makes one, archiving and restoring, and Copy.

export interface LinksState {
  list: TrackedLink[] | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The new link's save and its outcome (the form clears itself when it succeeded). */
  save: CallStatus;
  saveMessage: ConsoleMessage | null;
  /** The last link made here: the form starts afresh for the next (its key). */
  lastCreated: number | null;
  /** The link being archived or restored (its button waits). */
  archiving: number | null;
  /** The outcome of the last archive, restore or copy, said once in the page's status line. */
  notice: ConsoleMessage | null;
}

export const initialLinks: LinksState = {
  list: null,
  status: 'idle',
  error: null,
  save: 'idle',
  saveMessage: null,
  lastCreated: null,
  archiving: null,
  notice: null,
};

type State = LinksState;

/** The list with `link` in its place (a new one first). */
const replaced = (list: TrackedLink[] | null, link: TrackedLink) => {
  const rest = (list ?? []).filter((l) => l.id !== link.id);
  return link.archived_at === null
    ? [link, ...rest]
    : [...rest.filter((l) => l.archived_at === null), link, ...rest.filter((l) => l.archived_at !== null)];
};

export const linksReducers = {
  linksPageOpened(state: State, _action: PayloadAction<void>) {
    state.status = 'loading';
    state.notice = null;
  },
  linksLoaded(state: State, action: PayloadAction<TrackedLink[]>) {
    state.list = action.payload;
    state.status = 'ready';
    state.error = null;
  },
  linksLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.status = 'failed';
    state.error = action.payload;
  },
  linkCreateSubmitted(state: State, _action: PayloadAction<TrackedLinkInput>) {
    state.save = 'loading';
    state.saveMessage = null;
  },
  linkCreated(state: State, action: PayloadAction<TrackedLink>) {
    state.save = 'succeeded';
    state.lastCreated = action.payload.id;
    state.saveMessage = { id: 'sources.links.created', values: { name: action.payload.name } };
    state.list = replaced(state.list, action.payload);
  },
  linkCreateFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.save = 'failed';
    state.saveMessage = action.payload;
  },
  /** Archive (`archived: true`) or Restore (`false`) confirmed on a link's card; its button waits. */
  linkArchiveChangeConfirmed(state: State, action: PayloadAction<{ id: number; archived: boolean }>) {
    state.archiving = action.payload.id;
    state.notice = null;
  },
  /** The link as the server now has it: archived ones go below the active ones, a restored one comes first. */
  linkArchiveChanged(state: State, action: PayloadAction<TrackedLink>) {
    const link = action.payload;
    state.archiving = null;
    state.notice = {
      id: link.archived_at === null ? 'sources.links.restoredDone' : 'sources.links.archivedDone',
      values: { name: link.name },
    };
    state.list = replaced(state.list, link);
  },
  linkArchiveChangeFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.archiving = null;
    state.notice = action.payload;
  },
  /** Copy of a link's URL asked for (the saga puts it on the clipboard). */
  linkCopyRequested(state: State, _action: PayloadAction<TrackedLink>) {
    state.notice = null;
  },
  linkCopied(state: State, action: PayloadAction<TrackedLink>) {
    state.notice = { id: 'sources.links.copied', values: { name: action.payload.name } };
  },
  linkCopyFailed(state: State, _action: PayloadAction<TrackedLink>) {
    state.notice = { id: 'sources.links.copyFailed' };
  },
};

/** The links area's selectors, of its own state (its slice gives them the store's). */
export const linksSelectors = {
  selectLinks: (s: LinksState) => s,
};
