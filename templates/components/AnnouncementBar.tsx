import { useSite } from '../site-context.js';
import { useAnnouncementBar } from '../hooks/useAnnouncementBar.js';

export function AnnouncementBar() {
  const { announcementBar } = useSite();
  const { closed, close } = useAnnouncementBar(announcementBar?.id);
  if (!announcementBar || closed) return null;
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}>
      {/* Content is the site author's HTML from the config, never reader input. */}
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label="Close" onClick={close}>
          ×
        </button>
      ) : null}
    </div>
  );
}
