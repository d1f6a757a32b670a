// Announcement bar state: shown until closed; the dismissal and the id it
// applied to are stored so that a new announcement (a changed id) shows again.
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services.js';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
/** An early release wrote this misspelt default id; it means the current default. */
const LEGACY_ID = 'annoucement-bar';

export function useAnnouncementBar(id: string | undefined): { closed: boolean; close: () => void } {
  const { storage } = useServices();
  // The server renders the bar; the head script hides it before paint when dismissed.
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!id) return;
    let viewed = storage.get(ID_KEY);
    if (viewed === LEGACY_ID) viewed = 'announcement-bar';
    const isNew = viewed !== id;
    storage.set(ID_KEY, id);
    if (isNew) storage.set(DISMISS_KEY, 'false');
    const dismissed = !isNew && storage.get(DISMISS_KEY) === 'true';
    setClosed(dismissed);
    document.documentElement.toggleAttribute('data-announcement-dismissed', dismissed);
  }, [id, storage]);

  const close = useCallback(() => {
    storage.set(DISMISS_KEY, 'true');
    setClosed(true);
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  }, [storage]);

  return { closed, close };
}
