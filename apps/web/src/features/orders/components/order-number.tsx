import { toPersianDigits } from '../../../lib/format';

/** «۱۴۰۵-۰۰۱۲۳»: year first, read left to right inside a right-to-left line. */
export const OrderNumber = ({ number }: { number: string }) => <bdi dir="ltr">{toPersianDigits(number)}</bdi>;
