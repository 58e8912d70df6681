export interface ChangeListeners {
  /** Calls every listener of this tab. */
  notify: () => void;
  /** Called on every change in this tab (notify) and in other tabs (the storage event). */
  subscribe: (listener: () => void) => () => void;
}

/** Listeners of a value kept in local storage (a session), told of changes in this tab and in others. */
export function changeListeners(): ChangeListeners {
  const listeners = new Set<() => void>();
  return {
    notify() {
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
