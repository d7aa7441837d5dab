import './app/font.css';
import './app/global.css';
import { keepTorobClid } from './lib/torob-clid';

// A visit from Torob (`?torob_clid=`) is kept at once, whatever page it lands on and however soon it leaves.
keepTorobClid(window.location.search);

// The server sends each shopper page already drawn. The app's scripts are asked for only once that
// page is on screen, so on a slow connection they do not compete with its styles, font and main image.
requestAnimationFrame(() => setTimeout(() => void import('./main')));

// The installable app (service worker, iPhone hint) costs nothing before the page has loaded.
window.addEventListener(
  'load',
  () => void import('./app/installable/start').then(({ startInstallableApp }) => startInstallableApp()),
);
