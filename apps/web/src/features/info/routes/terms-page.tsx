import { pageTitles } from '@shop/contracts/plain';
import { toPersianDigits } from '../../../lib/format';
import { freeShippingRule } from '../../../lib/shop-info';
import { usePageMeta } from '../../../shell/page-meta';
import { useSettings } from '../../../shell/api/get-settings';

/** The shop's terms; shipping and returns as its settings say them, warranties as each product's page does. */
export default function TermsPage() {
  usePageMeta(pageTitles.terms);
  const settings = useSettings().data?.settings;
  const freeShipping = settings && freeShippingRule(settings.freeShippingThreshold);
  return (
    <article className="page prose">
      <h1>قوانین و مقررات</h1>
      <h2>سفارش</h2>
      <p>
        سفارش از راه واتس‌اپ، تلگرام یا تماس تلفنی ثبت می‌شود. پس از پیام شما، موجودی، قیمت نهایی و هزینه
        ارسال تایید می‌شود و سفارش فقط پس از تایید دو طرف قطعی است.
      </p>
      <h2>قیمت‌ها</h2>
      <p>
        قیمت‌ها به تومان است. اگر قیمتی تا زمان تایید سفارش تغییر کند، پیش از پرداخت به شما اطلاع داده می‌شود.
      </p>
      <h2>ارسال</h2>
      <p>
        سفارش‌ها پس از پرداخت بسته‌بندی و ارسال می‌شوند. زمان رسیدن بسته به شهر مقصد هنگام تایید سفارش گفته
        می‌شود.
        {freeShipping && ` ارسال ${freeShipping} رایگان است.`}
      </p>
      {settings && settings.returnDays > 0 && (
        <>
          <h2>بازگشت کالا</h2>
          <p>
            کالای سالم و استفاده‌نشده را تا {toPersianDigits(settings.returnDays)} روز پس از دریافت، در
            بسته‌بندی اصلی، می‌توانید بازگردانید.
          </p>
        </>
      )}
      <h2>گارانتی</h2>
      <p>
        گارانتی هر کالا، با مدت و ضمانت‌کننده‌اش، در صفحه همان کالا نوشته شده است. کالایی که در صفحه‌اش
        گارانتی ندارد، بدون گارانتی فروخته می‌شود.
      </p>
    </article>
  );
}
