// The announcement bar above the navbar. The server always renders it; when
// the reader dismissed this announcement, the head script has hidden it
// before first paint (no layout shift) and the hook removes it after mount.
import { useSite } from '../site-context.js';
import { useTranslate } from '../messages.js';
import { useAnnouncementBar } from '../hooks/useAnnouncementBar.js';

export function AnnouncementBar() {
  const { announcementBar } = useSite();
  const t = useTranslate();
  const { closed, close } = useAnnouncementBar(announcementBar?.id, announcementBar?.isCloseable);
  if (!announcementBar || closed) return null;
  return (
    <div
      className={`announcement-bar${announcementBar.isCloseable ? ' closeable' : ''}`}
      role="region"
      aria-label={t('Announcement')}
      style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}
    >
      {/* Content is the site author's HTML from the config, never reader input. */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label={t('Close')} onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
