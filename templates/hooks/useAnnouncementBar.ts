// Announcement bar state: shown until closed; the dismissal and the id it
// applied to are stored so that a new announcement (a changed id) shows again.
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services.js';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
/** An early release stored the default id misspelt; it stands for the current default. */
const LEGACY_ID = 'annoucement-bar';
const DEFAULT_ID = 'announcement-bar';
/** Set on <html> by the head script (before paint) and here, so CSS hides the bar without a layout shift. */
const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

export function useAnnouncementBar(id: string | undefined, isCloseable = true): { closed: boolean; close: () => void } {
  const { storage } = useServices();
  // Rendered open on the server and on the first client render (hydration must match);
  // the stored state is read after mount.
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!id) return;
    let viewed = storage.get(ID_KEY);
    if (viewed === LEGACY_ID) viewed = DEFAULT_ID;
    const isNew = viewed !== id;
    storage.set(ID_KEY, id);
    // A changed announcement resets the dismissal.
    if (isNew) storage.set(DISMISS_KEY, 'false');
    // A bar that cannot be closed always shows, whatever an earlier closeable version left stored.
    const dismissed = isCloseable && !isNew && storage.get(DISMISS_KEY) === 'true';
    setClosed(dismissed);
    document.documentElement.toggleAttribute(DISMISSED_ATTRIBUTE, dismissed);
  }, [id, isCloseable, storage]);

  const close = useCallback(() => {
    storage.set(DISMISS_KEY, 'true');
    setClosed(true);
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
  }, [storage]);

  return { closed, close };
}
