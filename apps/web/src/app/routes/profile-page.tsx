import { useParams } from 'react-router-dom';
import ProfilePage from '../../features/auth/routes/profile-page';
import { MyAlerts } from '../../features/alerts/components/my-alerts';
import { MyOrders } from '../../features/orders/components/my-orders';
import { TradeAccount } from '../../features/trade/components/trade-account';
import { useAuth } from '../../shell/api/validate-token';

/** The profile, with «سفارش‌های من», «خبرم کن‌های من» and «حساب همکار» when it is the signed-in shopper's own. */
export default function Profile() {
  const { id } = useParams();
  const { data: auth } = useAuth();
  const own = auth?.userId === id;
  return (
    <ProfilePage
      orders={own ? <MyOrders /> : undefined}
      alerts={own ? <MyAlerts /> : undefined}
      trade={own ? <TradeAccount /> : undefined}
    />
  );
}
