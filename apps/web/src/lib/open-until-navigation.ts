import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** An open/closed state (a menu, a panel) that closes by itself when the shopper goes to another address. */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenAt(open ? here : null), [here]);
  return [openAt === here, setOpen];
}
