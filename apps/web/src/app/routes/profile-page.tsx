import { useParams } from 'react-router-dom';
import ProfilePage from '../../features/auth/routes/profile-page';
import { MyOrders } from '../../features/orders/components/my-orders';
import { useAuth } from '../../shell/api/validate-token';

/** The profile, with «سفارش‌های من» when it is the signed-in shopper's own. */
export default function Profile() {
  const { id } = useParams();
  const { data: auth } = useAuth();
  return <ProfilePage orders={auth?.userId === id ? <MyOrders /> : undefined} />;
}
