import './ios-hint.css';

const DISMISSED_KEY = 'installHintDismissed';

/**
 * Safari on an iPhone or iPad, not opened from the home screen: the only way there to have the shop as an
 * app (Iranian apps are not in Apple's store). Chrome, Firefox and Edge on iOS name themselves.
 */
export function isIosSafari(userAgent: string, standalone: boolean): boolean {
  const apple = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  const otherBrowser = /\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA|Instagram|FBAN|Telegram)\b/.test(userAgent);
  return apple && !otherBrowser && /Safari\//.test(userAgent) && !standalone;
}

const SHARE_ICON = `<svg class="ios-hint-share" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** «افزودن به صفحه اصلی»: the steps on an iPhone, until the shopper closes it (remembered). */
export function showIosInstallHint() {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches;
  if (!isIosSafari(navigator.userAgent, standalone)) return;
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return;
  } catch {
    return; // storage blocked: it could not stay closed, so it is not shown
  }
  const hint = document.createElement('aside');
  hint.className = 'ios-hint';
  hint.setAttribute('aria-labelledby', 'ios-hint-title');
  hint.innerHTML = `
    <h2 id="ios-hint-title">فروشگاه را مثل یک اپ روی آیفون داشته باشید</h2>
    <ol>
      <li>در نوار Safari دکمه اشتراک‌گذاری ${SHARE_ICON} (<span lang="en" dir="ltr">Share</span>) را بزنید.</li>
      <li>در فهرست باز شده <strong>«<span lang="en" dir="ltr">Add to Home Screen</span>»</strong> (افزودن به صفحه اصلی) را بزنید.</li>
      <li>بالای صفحه <strong>«<span lang="en" dir="ltr">Add</span>»</strong> را بزنید؛ نماد فروشگاه روی صفحه اصلی می‌آید.</li>
    </ol>
    <button type="button" class="ios-hint-close">متوجه شدم</button>`;
  hint.querySelector('button')!.addEventListener('click', () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage full: closed for this page only
    }
    hint.remove();
  });
  document.body.append(hint);
}
