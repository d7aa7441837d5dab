const KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item) => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Moves the query to the front, drops duplicates and keeps at most five. */
export function rememberSearch(query: string): string[] {
  const next = [query, ...readRecentSearches().filter((item) => item !== query)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  localStorage.removeItem(KEY);
}
