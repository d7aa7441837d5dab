// The installed app's icons (docs/installable-app.md), drawn from the favicon's bolt on the brand's blue:
// `node apps/web/scripts/app-icons.mjs` writes them into public/icons, where they are committed.
// sharp is the API's dependency (it resizes the shop's pictures); the web borrows it for these few files
// rather than installing it a second time.
import { createRequire } from 'node:module';
import { Buffer } from 'node:buffer';
import path from 'node:path';

const sharp = createRequire(path.resolve(import.meta.dirname, '../../api/package.json'))('sharp');
const out = path.resolve(import.meta.dirname, '../public/icons');

const BRAND = '#0f4c81';
const ACCENT = '#ffc83d';
const BOLT = 'M36 6 14 36h14l-4 22 22-30H32z';

/** The bolt on the blue, the bolt scaled by `scale` about the centre; `radius` rounds the corners. */
const icon = ({ radius, scale }) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="${BRAND}"/>
  <path d="${BOLT}" fill="${ACCENT}" transform="translate(32 32) scale(${scale}) translate(-30 -32)"/>
</svg>`;

// "any": rounded like the favicon. Maskable and Apple's: full bleed (the launcher cuts the shape), the bolt
// inside the central circle every mask keeps (80% of the side).
const files = [
  { name: 'app-192.png', size: 192, svg: icon({ radius: 14, scale: 0.9 }) },
  { name: 'app-512.png', size: 512, svg: icon({ radius: 14, scale: 0.9 }) },
  { name: 'app-maskable-512.png', size: 512, svg: icon({ radius: 0, scale: 0.62 }) },
  { name: 'apple-touch-icon.png', size: 180, svg: icon({ radius: 0, scale: 0.75 }) },
];

for (const { name, size, svg } of files) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
