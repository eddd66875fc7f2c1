/**
 * Whether a user has seen the beta feedback welcome prompt, remembered in this browser's localStorage
 * per user (a second user on the same browser still gets theirs). Read through useSyncExternalStore:
 * `subscribeWelcomeSeen` hears this tab's changes and other tabs' `storage` events.
 */

export function welcomeSeenKey(userId: string): string {
  return `bookingpro:feedback-welcome-seen:${userId}`;
}

const listeners = new Set<() => void>();

export function subscribeWelcomeSeen(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** True when the prompt was dismissed already, and when storage cannot be read (never nag then). */
export function hasSeenWelcome(userId: string): boolean {
  try {
    return window.localStorage.getItem(welcomeSeenKey(userId)) !== null;
  } catch {
    return true;
  }
}

export function markWelcomeSeen(userId: string): void {
  if (hasSeenWelcome(userId)) return;
  try {
    window.localStorage.setItem(welcomeSeenKey(userId), new Date().toISOString());
  } catch {
    // Storage refused (private mode, quota): the prompt simply stays closed for this page.
  }
  for (const listener of listeners) listener();
}
