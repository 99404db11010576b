import { useEffect, useRef, useState } from 'react';
import { useHostServices } from 'shared-http';
import { addToast, removeToast, type ToastEntry } from './ToastsQueue';
import { ToastsStack } from './ToastsStack';

export { TOAST_DURATION_MS, toastDuration } from './ToastsStack';

/**
 * The page's one toast stack, fed by `toast` events on the bus from any widget or the HTTP client
 * (the order panel's trade notices among them). A burst folds into one line per kind with a
 * count (ToastsQueue), so 200 fills in a second are one line, and the page stays responsive.
 */
export function Toasts() {
  const { bus } = useHostServices();
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const sub = bus.on('toast').subscribe((toast) => {
      const id = nextId.current++;
      setEntries((current) => addToast(current, toast, id));
    });
    return () => sub.unsubscribe();
  }, [bus]);

  return <ToastsStack entries={entries} onClose={(id) => setEntries((current) => removeToast(current, id))} />;
}
