/** The shell every page will live in; the storefront itself is built on top of it. */
export function AppShell() {
  return (
    <div className="shell">
      <header className="shell-header">
        <a className="brand" href="/" aria-label="صفحه اصلی فروشگاه برق‌آفرین">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>برق‌آفرین</span>
        </a>
      </header>
      <main className="shell-main">
        <h1>فروشگاه برق‌آفرین</h1>
        <p className="tagline">به‌روزترین تجهیزات برقی و الکترونیکی</p>
        <p>ویترین فروشگاه به‌زودی در همین نشانی راه‌اندازی می‌شود.</p>
      </main>
      <footer className="shell-footer">سفارش از طریق پیام‌رسان یا تماس تلفنی</footer>
    </div>
  );
}
