export const VISITOR_ID_STORAGE_KEY = 'boxify.visitorId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The anonymous visitor id: random, kept in local storage, tied to nothing about the person.
export function visitorId(storage: Storage = window.localStorage): string {
  try {
    const stored = storage.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    storage.setItem(VISITOR_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): an id for this page only.
    return (memoryId ??= crypto.randomUUID());
  }
}

let memoryId: string | undefined;
