import { useEffect, useState } from 'preact/hooks';

/** The console's base path; the platform answers index.html for every path under it (ConsoleRoutes). */
export const BASE = '/admin';

/** A screen's address: a pattern such as /events/:id/players and the values it matched. */
export interface Match {
  pattern: string;
  params: Record<string, string>;
}

/** The first pattern matching the path (without the base), or null. */
export function match(patterns: readonly string[], path: string): Match | null {
  const parts = path.split('/').filter(Boolean);
  for (const pattern of patterns) {
    const wanted = pattern.split('/').filter(Boolean);
    if (wanted.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (wanted.every((segment, i) => (segment.startsWith(':') ? ((params[segment.slice(1)] = decodeURIComponent(parts[i])), true) : segment === parts[i]))) {
      return { pattern, params };
    }
  }
  return null;
}

function current(): string {
  const path = window.location.pathname;
  return path.startsWith(BASE) ? path.slice(BASE.length) || '/' : path;
}

/** Goes to a screen without reloading; the back button comes back. */
export function navigate(path: string, replace = false): void {
  const url = BASE + path;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event('tengen:navigate'));
  window.scrollTo(0, 0);
}

/** The current path, following pushState and the back button. */
export function usePath(): string {
  const [path, setPath] = useState(current());
  useEffect(() => {
    const update = () => setPath(current());
    window.addEventListener('popstate', update);
    window.addEventListener('tengen:navigate', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('tengen:navigate', update);
    };
  }, []);
  return path;
}

/** Follows a same-origin link inside the console without a reload (ctrl/meta-click still opens a tab). */
export function onLink(event: MouseEvent, path: string): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(path);
}

/** A screen's query string from named values, the empty ones left out ("" when none is left). */
export function searchOf(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  Object.entries(values).forEach(([key, value]) => value && params.set(key, value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
