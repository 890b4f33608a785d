import { useSyncExternalStore } from 'react';
import { shellText } from '../engine/shell-copy';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Tells the person they are offline; whatever they typed stays on the screen. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {shellText('offlineNotice')}
    </div>
  );
}
