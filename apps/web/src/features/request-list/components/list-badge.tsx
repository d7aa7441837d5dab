import { pagePath } from '@shop/contracts/plain';
import { HeaderCounter } from '../../../components/header-counter';
import { useRequestList } from '../../../lib/request-list';

const CLIPBOARD =
  'M9 2h6a2 2 0 0 1 2 2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2-2m0 2v2h6V4zM5 6v14h14V6h-2v2H7V6zm2 5h2v2H7zm4 0h6v2h-6zm-4 4h2v2H7zm4 0h6v2h-6z';

/** The header's way to the list, with its line count (none while the server's page hydrates). */
export function ListBadge() {
  const count = useRequestList()?.lines.length ?? 0;
  return (
    <HeaderCounter to={pagePath('requestList')} name="لیست خرید" unit="قلم" count={count} icon={CLIPBOARD} />
  );
}
