import { ORDER_STATUS_LABELS, type OrderEvent } from '@shop/contracts/plain';
import { formatSolarDateTime, toPersianDigits } from '../../../../lib/format';

const KIND_LABELS: Record<OrderEvent['kind'], string> = {
  created: 'ثبت سفارش',
  status: 'تغییر وضعیت',
  edited: 'ویرایش',
  sms: 'پیامک به مشتری',
};

/** An order's or an invoice's number («۱۴۰۵-۰۰۱۲۳») inside a note. */
const NUMBER = /([0-9۰-۹]+(?:-[0-9۰-۹]+)+)/;

/** A note as the API wrote it, each number in it kept left to right (year first) inside the Persian line. */
const Note = ({ text }: { text: string }) => (
  <>
    {text.split(NUMBER).map((part, index) =>
      index % 2 === 1 ? (
        <bdi key={index} dir="ltr">
          {part}
        </bdi>
      ) : (
        part
      ),
    )}
  </>
);

/** What happened: a status's move, or the kind of entry. */
function EventTitle({ event }: { event: OrderEvent }) {
  if (event.kind !== 'status' || !event.toStatus) return <>{KIND_LABELS[event.kind]}</>;
  return (
    <>
      {event.fromStatus && (
        <>
          {ORDER_STATUS_LABELS[event.fromStatus]} <span aria-label="به">←</span>{' '}
        </>
      )}
      {ORDER_STATUS_LABELS[event.toStatus]}
    </>
  );
}

/** The order's history, oldest first, never overwritten: who, when (Solar Hijri, with the time), what. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <section className="panel order-history" aria-labelledby="history-title">
      <h2 id="history-title">تاریخچه</h2>
      <ol>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="history-what">
              <strong>
                <EventTitle event={event} />
              </strong>
            </p>
            <p className="hint">
              {formatSolarDateTime(event.at)} —{' '}
              <bdi>
                {event.actor ? toPersianDigits(event.actor) : event.kind === 'created' ? 'مشتری' : 'سامانه'}
              </bdi>
            </p>
            {event.note && (
              <p className="history-note">
                <Note text={event.note} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
