/** The spec's not-found message with its spelling hint, in the dropdown and on the results page. */
export function NoResults({ query }: { query: string }) {
  return (
    <>
      <p>
        نتیجه‌ای برای «<bdi>{query}</bdi>» یافت نشد.
      </p>
      <p className="hint">املای عبارت را بررسی کنید یا واژه‌ای کوتاه‌تر و کلی‌تر بنویسید.</p>
    </>
  );
}
