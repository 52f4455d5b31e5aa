import { useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';

/**
 * The page the visitor asked for before they logged in or signed up (`?next=/profile`, a shared `/join/{code}`:
 * router.tsx): only a path of this app, else the groups list. `carry` keeps it on the link to the other form
 * (login ↔ register).
 */
export function useNextPath() {
  const next = useSearchParams()[0].get('next');
  const safe = next?.startsWith('/') && !next.startsWith('//') ? next : null;
  return {
    target: safe ?? paths.groups.href(),
    carry: (href: string) => (safe ? `${href}?${new URLSearchParams({ next: safe })}` : href),
  };
}
