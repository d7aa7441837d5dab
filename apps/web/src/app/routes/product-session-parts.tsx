import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shell/api/validate-token';

/**
 * What the product page draws by the visitor's session, one chunk loaded after the page's own: the
 * server draws none of it (it draws for visitors without a session), and a shopper's browser loads it
 * for «خبرم کن» anyway, so the owner's «ویرایش» costs a shopper nothing.
 */
export { AlertOffer } from '../../features/alerts/components/alert-offer';

/** The owner's way from a product to its form. */
export function EditShortcut({ id }: { id: string }) {
  const { data: auth } = useAuth();
  if (auth?.userRole !== 'admin') return null;
  return (
    <Link to={pagePath('productEdit', { id })} className="button" style={{ marginInlineStart: 'auto' }}>
      ویرایش
    </Link>
  );
}
