import { pagePath } from '@shop/contracts/plain';

/** What the service worker answers for a page it has no copy of while offline: plain, styled inline. */
export function offlinePage(): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#0f4c81" />
<title>اتصال اینترنت برقرار نیست</title>
<style>
body { margin: 0; font-family: Vazirmatn, Tahoma, sans-serif; background: #f6f8fb; color: #1d2330; }
main { max-inline-size: 36rem; margin: 2rem auto; padding-inline: 1rem; line-height: 1.9; }
a { color: #0f4c81; }
</style>
</head>
<body>
<main>
<h1>اتصال اینترنت برقرار نیست</h1>
<p>این صفحه را پیش‌تر روی این دستگاه باز نکرده‌اید، پس نسخه‌ای از آن نگه داشته نشده است. صفحه‌هایی که اخیراً دیده‌اید و لیست خریدتان بدون اینترنت هم باز می‌شوند.</p>
<p><a href="${pagePath('requestList')}">لیست خرید</a> · <a href="${pagePath('home')}">صفحه اصلی</a></p>
</main>
</body>
</html>`;
}
