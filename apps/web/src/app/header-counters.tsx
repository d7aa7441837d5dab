import { CompareBadge } from '../components/compare-badge';
import { ListBadge } from '../features/request-list/components/list-badge';

/** The header's counted links: back to the compare page, and to the request list. */
export default function HeaderCounters() {
  return (
    <>
      <CompareBadge />
      <ListBadge />
    </>
  );
}
