/**
 * What a shopper sees when the database is out and no earlier copy of the page is kept: a page of its
 * own, with no script and nothing else to fetch, so it shows even while nothing else works.
 */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>فروشگاه موقتاً در دسترس نیست</title>
<style>
  body { margin: 0; min-block-size: 100vh; display: grid; place-items: center; font-family: Vazirmatn, Tahoma, sans-serif; background: #f6f7fb; color: #1f2937; }
  main { max-inline-size: 28rem; margin: 1rem; padding: 2rem 1.5rem; background: #fff; border-radius: 1rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); text-align: center; line-height: 1.9; }
  h1 { font-size: 1.25rem; margin-block: 0 0.75rem; }
  a { display: inline-block; margin-block-start: 1rem; padding: 0.6rem 1.5rem; border-radius: 0.5rem; background: #1d4ed8; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>فروشگاه موقتاً در دسترس نیست</h1>
<p>در حال رفع یک مشکل فنی هستیم و به‌زودی برمی‌گردیم. لطفاً چند لحظه دیگر دوباره سر بزنید.</p>
<a href="">تلاش دوباره</a>
</main>
</body>
</html>
`;
