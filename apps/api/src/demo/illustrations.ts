/**
 * Flat vector illustrations for the demo catalog. Everything is plain shapes and gradients (no text,
 * fonts or external references) so librsvg renders them the same on any machine.
 */

interface Palette {
  bg: string;
  soft: string;
  accent: string;
  deep: string;
}

const PALETTES: readonly Palette[] = [
  { bg: '#eaf2fc', soft: '#cfe1f7', accent: '#2f6fdf', deep: '#1c3f80' },
  { bg: '#e6f6f2', soft: '#c4ebe1', accent: '#14a38b', deep: '#0b5e51' },
  { bg: '#fdf1e7', soft: '#f9dcc4', accent: '#f07b2a', deep: '#9a4310' },
  { bg: '#f1edfb', soft: '#ddd3f6', accent: '#7a5cd6', deep: '#40307a' },
  { bg: '#fcecf0', soft: '#f7d0da', accent: '#e0506f', deep: '#85263c' },
  { bg: '#fdf7e4', soft: '#f8e6b0', accent: '#e3a514', deep: '#7d5a06' },
  { bg: '#edf7e9', soft: '#d2ecc5', accent: '#4caa3c', deep: '#2a6221' },
  { bg: '#eef1f6', soft: '#d7dee9', accent: '#4a5a78', deep: '#263043' },
  { bg: '#e7f6fb', soft: '#c5e8f4', accent: '#1b9cc6', deep: '#0d5670' },
];

const INK = '#2b3140';
const WHITE = '#ffffff';
const PLASTIC = '#eef1f5';
const EDGE = '#d5dae2';
const METAL_LIGHT = '#e6e9ee';
const METAL = '#b9c1cc';
const METAL_DARK = '#858f9e';
const COPPER = '#d98a3d';

const SIZE = 800;
const CENTER = SIZE / 2;

type Attrs = Record<string, string | number>;
type Stop = [offset: number, color: string, opacity?: number];

function el(tag: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

const group = (children: string, transform = '') => el('g', transform ? { transform } : {}, children);

const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, rx, fill, ...extra });

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

const stroked = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

const shadow = (cx: number, cy: number, rx: number) =>
  el('ellipse', { cx, cy, rx, ry: Math.round(rx / 9), fill: INK, opacity: 0.12 });

const zoom = (factor: number, cx = CENTER, cy = CENTER) =>
  `translate(${cx} ${cy}) scale(${factor}) translate(${-cx} ${-cy})`;

function gradientStops(stops: Stop[]): string {
  return stops
    .map(([offset, color, opacity = 1]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');
}

/** A linear gradient running top to bottom, or left to right when `across`. */
const linear = (id: string, stops: Stop[], across = false) =>
  el('linearGradient', { id, x1: 0, y1: 0, x2: across ? 1 : 0, y2: across ? 0 : 1 }, gradientStops(stops));

const radial = (id: string, stops: Stop[], cx = 0.5, cy = 0.5) =>
  el('radialGradient', { id, cx, cy, r: 0.5 }, gradientStops(stops));

const defs = (...gradients: string[]) => el('defs', {}, gradients.join(''));

/** Brushed-metal look for screws, caps and rails. */
const metal = (id: string, across = true) =>
  linear(
    id,
    [
      [0, METAL_DARK],
      [0.45, METAL_LIGHT],
      [1, METAL],
    ],
    across,
  );

/** Path of a circular arc from one angle to another (degrees, clockwise on screen, 0 = pointing right). */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(cx + r * Math.cos(radians)).toFixed(1)} ${(cy + r * Math.sin(radians)).toFixed(1)}`;
  };
  return `M ${point(from)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`;
}

function cableCoil(p: Palette): string {
  const [cx, cy] = [360, 360];
  const rings = [228, 192, 156, 120]
    .map(
      (r) =>
        circle(cx, cy, r, 'none', { stroke: p.deep, 'stroke-width': 36 }) +
        circle(cx, cy, r, 'none', { stroke: p.accent, 'stroke-width': 28 }) +
        stroked(arc(cx, cy, r - 6, 195, 250), WHITE, 6, { opacity: 0.45 }),
    )
    .join('');
  const tail = 'M 567 456 C 640 490 680 560 640 612 C 605 655 600 692 650 692';
  const label = group(
    rect(cx - 58, cy - 262, 116, 160, 12, WHITE) +
      rect(cx - 58, cy - 262, 116, 38, 12, p.deep) +
      rect(cx - 58, cy - 236, 116, 12, 0, p.deep) +
      [0, 1, 2].map((line) => rect(cx - 38, cy - 200 + line * 26, 76 - line * 18, 10, 5, EDGE)).join(''),
    `rotate(-38 ${cx} ${cy})`,
  );
  return (
    shadow(390, 650, 240) +
    rings +
    label +
    stroked(tail, p.deep, 36, { 'stroke-linecap': 'butt' }) +
    stroked(tail, p.accent, 28, { 'stroke-linecap': 'butt' }) +
    rect(646, 680, 16, 24, 3, p.deep) +
    rect(660, 684, 52, 16, 6, COPPER) +
    stroked('M 666 692 H 706', '#f3b877', 3)
  );
}

function switchPlate(p: Palette): string {
  return (
    defs(
      linear('rocker', [
        [0, WHITE],
        [1, '#e4e8ee'],
      ]),
      radial('recess', [
        [0, '#f7f8fa'],
        [1, '#dde2e9'],
      ]),
      linear('shine', [
        [0, WHITE, 0.35],
        [0.5, WHITE, 0],
      ]),
      metal('clip'),
    ) +
    shadow(400, 600, 280) +
    rect(120, 230, 560, 330, 44, p.accent) +
    rect(120, 230, 560, 330, 44, 'url(#shine)') +
    rect(144, 254, 512, 282, 26, WHITE) +
    stroked('M 400 276 V 514', EDGE, 3) +
    // Rocker switch: the upper half sits pressed in, with a small status light.
    rect(182, 282, 190, 226, 20, 'url(#rocker)', { stroke: EDGE, 'stroke-width': 3 }) +
    rect(184, 284, 186, 111, 18, PLASTIC) +
    rect(257, 300, 40, 9, 4.5, p.accent) +
    // Earthed (Schuko) socket.
    circle(523, 395, 100, PLASTIC, { stroke: EDGE, 'stroke-width': 3 }) +
    circle(523, 395, 82, 'url(#recess)') +
    rect(508, 305, 30, 18, 4, 'url(#clip)') +
    rect(508, 467, 30, 18, 4, 'url(#clip)') +
    circle(485, 395, 14, INK) +
    circle(561, 395, 14, INK)
  );
}

function lightBulb(p: Palette): string {
  const glass = 'M 335 525 C 335 465 235 420 235 320 A 165 165 0 0 1 565 320 C 565 420 465 465 465 525 Z';
  const rays = [180, 210, 240, 270, 300, 330, 360]
    .map((degrees) => {
      const radians = (degrees * Math.PI) / 180;
      const at = (r: number) =>
        `${(400 + r * Math.cos(radians)).toFixed(1)} ${(320 + r * Math.sin(radians)).toFixed(1)}`;
      return stroked(`M ${at(205)} L ${at(250)}`, p.accent, 14);
    })
    .join('');
  const threads = [0, 1, 2].map((row) => rect(338, 548 + row * 30, 124, 28, 12, 'url(#base)')).join('');
  return (
    defs(
      radial('glow', [
        [0, p.accent, 0.45],
        [1, p.accent, 0],
      ]),
      radial(
        'glass',
        [
          [0, WHITE],
          [0.55, '#fff3c4'],
          [1, '#ffd966'],
        ],
        0.42,
        0.36,
      ),
      metal('base'),
    ) +
    circle(400, 330, 280, 'url(#glow)') +
    rays +
    shadow(400, 700, 130) +
    el('path', { d: glass, fill: 'url(#glass)', stroke: '#efc449', 'stroke-width': 5 }) +
    stroked(arc(400, 320, 128, 200, 250), WHITE, 16, { opacity: 0.85 }) +
    stroked('M 372 525 V 432 M 428 525 V 432', '#c9a23a', 5) +
    stroked('M 372 432 L 386 396 L 400 432 L 414 396 L 428 432', '#f29d1b', 6, {
      'stroke-linejoin': 'round',
    }) +
    rect(330, 518, 140, 32, 8, METAL_LIGHT, { stroke: METAL, 'stroke-width': 2 }) +
    threads +
    el('path', { d: 'M 368 638 L 432 638 L 416 670 L 384 670 Z', fill: INK })
  );
}

function breakerRow(p: Palette): string {
  const wires = [p.deep, INK, METAL_DARK];
  const screw = (x: number, y: number) =>
    circle(x, y, 22, 'url(#screw)', { stroke: METAL_DARK, 'stroke-width': 2 }) +
    stroked(`M ${x - 12} ${y + 12} L ${x + 12} ${y - 12}`, METAL_DARK, 5);
  const modules = [165, 325, 485]
    .map(
      (x, index) =>
        rect(x + 63, 100, 24, 110, 6, wires[index] ?? INK) +
        rect(x, 180, 150, 440, 18, 'url(#body)', { stroke: EDGE, 'stroke-width': 3 }) +
        rect(x + 30, 205, 90, 70, 10, PLASTIC) +
        screw(x + 75, 240) +
        rect(x + 12, 298, 126, 204, 14, PLASTIC, { stroke: EDGE, 'stroke-width': 2 }) +
        rect(x + 43, 322, 64, 122, 12, INK) +
        rect(x + 50, 330, 50, 56, 9, p.accent) +
        rect(x + 55, 462, 40, 18, 4, '#3bb273') +
        rect(x + 30, 525, 90, 70, 10, PLASTIC) +
        screw(x + 75, 560),
    )
    .join('');
  const slots = Array.from({ length: 8 }, (_, index) =>
    rect(100 + index * 80, 400, 40, 16, 8, METAL_DARK),
  ).join('');
  const ductTeeth = Array.from({ length: 12 }, (_, index) =>
    rect(160 + index * 42, 100, 22, 16, 3, '#c9cfd8'),
  ).join('');
  return (
    defs(
      linear(
        'body',
        [
          [0, WHITE],
          [1, '#e6e9ee'],
        ],
        true,
      ),
      metal('rail', false),
      metal('screw'),
    ) +
    shadow(400, 655, 300) +
    rect(80, 380, 640, 56, 6, 'url(#rail)') +
    slots +
    // Wiring duct above the row, as in a real distribution board.
    rect(140, 50, 520, 66, 10, '#e3e7ed', { stroke: EDGE, 'stroke-width': 3 }) +
    rect(140, 50, 520, 16, 8, WHITE, { opacity: 0.6 }) +
    ductTeeth +
    modules
  );
}

/** Seven-segment digits, so the multimeter display can show a reading without any font. */
const SEGMENTS: Record<string, string> = { '0': 'abcdef', '2': 'abdeg', '3': 'abcdg' };

function sevenSegment(digit: string, x: number, y: number): string {
  const [w, h, t] = [40, 70, 8];
  const half = h / 2 - 1.5 * t;
  const shapes: Record<string, [number, number, number, number]> = {
    a: [x + t, y, w - 2 * t, t],
    b: [x + w - t, y + t, t, half],
    c: [x + w - t, y + h / 2 + t / 2, t, half],
    d: [x + t, y + h - t, w - 2 * t, t],
    e: [x, y + h / 2 + t / 2, t, half],
    f: [x, y + t, t, half],
    g: [x + t, y + h / 2 - t / 2, w - 2 * t, t],
  };
  const lit = SEGMENTS[digit] ?? '';
  return Object.entries(shapes)
    .map(([name, [sx, sy, sw, sh]]) =>
      rect(sx, sy, sw, sh, 2, '#26352a', { opacity: lit.includes(name) ? 0.9 : 0.08 }),
    )
    .join('');
}

function multimeter(p: Palette): string {
  const ticks = Array.from({ length: 12 }, (_, index) => {
    const radians = ((index * 30 - 90) * Math.PI) / 180;
    return circle(
      +(400 + 108 * Math.cos(radians)).toFixed(1),
      +(455 + 108 * Math.sin(radians)).toFixed(1),
      5,
      '#8b94a5',
    );
  }).join('');
  const probe = (x: number, color: string) =>
    stroked(`M ${x} 342 V 268`, METAL, 8) +
    rect(x - 15, 350, 30, 215, 14, color) +
    rect(x - 25, 340, 50, 16, 8, color);
  return (
    shadow(400, 712, 240) +
    rect(250, 120, 300, 560, 56, p.accent) +
    rect(262, 132, 276, 536, 46, 'none', { stroke: WHITE, 'stroke-width': 4, opacity: 0.3 }) +
    rect(280, 160, 240, 480, 30, '#2f3542') +
    rect(300, 185, 200, 115, 14, '#1f242d') +
    rect(310, 195, 180, 95, 8, '#cfe6c4') +
    ['2', '3', '0'].map((digit, index) => sevenSegment(digit, 326 + index * 54, 207)).join('') +
    [312, 372, 432].map((x) => rect(x, 318, 56, 18, 9, '#4a5263')).join('') +
    ticks +
    circle(400, 455, 88, '#e2e6ec') +
    circle(400, 455, 66, '#c5ccd6') +
    rect(391, 380, 18, 80, 9, INK, { transform: 'rotate(-40 400 455)' }) +
    circle(400, 455, 14, '#9aa3b2') +
    circle(330, 590, 20, '#141820', { stroke: '#555d6b', 'stroke-width': 6 }) +
    circle(400, 590, 20, '#141820', { stroke: '#555d6b', 'stroke-width': 6 }) +
    circle(470, 590, 20, '#141820', { stroke: '#e04848', 'stroke-width': 6 }) +
    stroked('M 400 590 C 400 730 190 720 190 560', '#1b1f27', 12) +
    stroked('M 470 590 C 470 730 625 720 625 560', '#d63b3b', 12) +
    circle(400, 590, 15, '#1b1f27') +
    circle(470, 590, 15, '#d63b3b') +
    probe(190, '#1b1f27') +
    probe(625, '#d63b3b')
  );
}

/** A cylindrical AA cell: coloured body, dark top with a plus sign, metal nub and a charge bolt. */
function cell(x: number, y: number, w: number, h: number): string {
  const r = w * 0.16;
  const top = h * 0.27;
  const [mx, my] = [x + w / 2, y + top / 2];
  const bolt = (
    [
      [0.58, 0.38],
      [0.3, 0.66],
      [0.5, 0.66],
      [0.42, 0.9],
      [0.72, 0.58],
      [0.52, 0.58],
      [0.6, 0.38],
    ] as const
  )
    .map(([fx, fy]) => `${(x + w * fx).toFixed(1)},${(y + h * fy).toFixed(1)}`)
    .join(' ');
  return (
    rect(x + w * 0.32, y - h * 0.06, w * 0.36, h * 0.08, 8, 'url(#cap)') +
    rect(x, y, w, h, r, 'url(#cell)') +
    el('path', {
      d: `M ${x} ${y + top} V ${y + r} Q ${x} ${y} ${x + r} ${y} H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r} V ${y + top} Z`,
      fill: 'url(#top)',
    }) +
    rect(x, y + top, w, 6, 0, METAL_LIGHT) +
    rect(mx - w * 0.14, my - 6, w * 0.28, 12, 4, WHITE) +
    rect(mx - 6, my - w * 0.14, 12, w * 0.28, 4, WHITE) +
    el('polygon', { points: bolt, fill: WHITE, opacity: 0.92 }) +
    rect(x + w * 0.12, y + h * 0.05, w * 0.09, h * 0.9, w * 0.045, WHITE, { opacity: 0.22 })
  );
}

function batteries(p: Palette): string {
  return (
    defs(
      linear(
        'cell',
        [
          [0, p.deep],
          [0.45, p.accent],
          [1, p.deep],
        ],
        true,
      ),
      linear(
        'top',
        [
          [0, '#1d222c'],
          [0.45, '#474f5f'],
          [1, '#1d222c'],
        ],
        true,
      ),
      metal('cap'),
    ) +
    shadow(420, 672, 240) +
    group(cell(440, 280, 150, 340), 'rotate(12 515 450)') +
    cell(235, 200, 200, 450)
  );
}

function smartPhoneAndPlug(p: Palette): string {
  const toggle = (y: number, on: boolean) =>
    rect(206, y, 188, 62, 18, WHITE, { opacity: 0.16 }) +
    rect(224, y + 25, 72, 12, 6, WHITE, { opacity: 0.7 }) +
    rect(322, y + 16, 56, 30, 15, WHITE, { opacity: on ? 1 : 0.5 }) +
    circle(on ? 363 : 337, y + 31, 11, on ? p.accent : WHITE);
  const wifi = [45, 85, 125].map((r) => stroked(arc(555, 340, r, 225, 315), p.accent, 18)).join('');
  return (
    defs(
      linear('screen', [
        [0, p.accent],
        [1, p.deep],
      ]),
    ) +
    shadow(420, 680, 260) +
    rect(170, 150, 260, 500, 42, INK) +
    rect(186, 180, 228, 440, 28, 'url(#screen)') +
    rect(270, 192, 60, 12, 6, INK) +
    el('polygon', { points: '300,252 372,316 228,316', fill: WHITE }) +
    rect(248, 314, 104, 82, 4, WHITE) +
    rect(286, 346, 28, 50, 4, p.accent) +
    toggle(430, true) +
    toggle(510, false) +
    rect(440, 400, 230, 230, 56, WHITE, { stroke: EDGE, 'stroke-width': 3 }) +
    circle(555, 520, 78, PLASTIC, { stroke: EDGE, 'stroke-width': 3 }) +
    circle(527, 520, 12, INK) +
    circle(583, 520, 12, INK) +
    circle(555, 424, 7, p.accent) +
    wifi +
    circle(555, 340, 14, p.accent)
  );
}

function headphones(p: Palette): string {
  const cup = (x: number, cushionX: number) =>
    rect(x, 440, 120, 200, 56, p.deep) +
    rect(x + 18, 462, 84, 156, 40, p.accent) +
    circle(x + 60, 540, 22, 'none', { stroke: WHITE, 'stroke-width': 5, opacity: 0.5 }) +
    rect(cushionX, 455, 44, 170, 22, INK);
  const waves = [48, 88]
    .map(
      (r) =>
        stroked(arc(150, 540, r, 150, 210), p.accent, 12) + stroked(arc(650, 540, r, -30, 30), p.accent, 12),
    )
    .join('');
  return (
    shadow(400, 690, 240) +
    stroked(arc(400, 430, 200, 180, 360), INK, 30) +
    stroked(arc(400, 430, 200, 215, 325), p.accent, 36) +
    rect(186, 400, 28, 70, 8, METAL) +
    rect(586, 400, 28, 70, 8, METAL) +
    cup(150, 248) +
    cup(530, 508) +
    waves
  );
}

function parcel(p: Palette): string {
  return (
    shadow(400, 680, 250) +
    el('polygon', { points: '400,200 620,310 400,420 180,310', fill: p.accent }) +
    el('polygon', { points: '400,200 620,310 400,420 180,310', fill: WHITE, opacity: 0.35 }) +
    el('polygon', { points: '180,310 400,420 400,660 180,550', fill: p.accent }) +
    el('polygon', { points: '400,420 620,310 620,550 400,660', fill: p.deep }) +
    el('polygon', { points: '270,265 310,245 530,355 490,375', fill: WHITE, opacity: 0.75 }) +
    el('polygon', { points: '490,375 530,355 530,455 490,475', fill: WHITE, opacity: 0.6 })
  );
}

type Drawing = (palette: Palette) => string;

/** Each category's drawing and the palette its own (round) category image uses. */
const CATEGORY_ART: Record<string, { draw: Drawing; palette: number }> = {
  cables: { draw: cableCoil, palette: 2 },
  switches: { draw: switchPlate, palette: 0 },
  lighting: { draw: lightBulb, palette: 5 },
  breakers: { draw: breakerRow, palette: 1 },
  tools: { draw: multimeter, palette: 4 },
  power: { draw: batteries, palette: 6 },
  'smart-home': { draw: smartPhoneAndPlug, palette: 3 },
  'audio-video': { draw: headphones, palette: 8 },
};
const FALLBACK_ART = { draw: parcel, palette: 7 };

/** Gallery compositions: the main image, a close-up, a tilted view and the object on a dark backdrop. */
const COMPOSITIONS = [
  { paletteShift: 0, transform: '', dark: false },
  { paletteShift: 2, transform: zoom(1.3, CENTER, 430), dark: false },
  { paletteShift: 4, transform: `rotate(-10 ${CENTER} ${CENTER}) ${zoom(0.9)}`, dark: false },
  { paletteShift: 6, transform: zoom(0.85), dark: true },
] as const;

/** A well-mixed non-negative integer from any seed, so neighbouring seeds get unrelated looks. */
function mix(seed: number): number {
  let value = Math.imul(Math.trunc(seed) ^ 0x9e3779b9, 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

function backdrop(p: Palette, hash: number, dark: boolean): string {
  const corners = [
    [110, 130],
    [690, 150],
    [680, 680],
    [130, 670],
  ] as const;
  const blobs = corners
    .map(([cx, cy], index) => {
      const r = 90 + ((hash >>> (index * 4)) % 8) * 22;
      return circle(cx, cy, r, dark ? p.accent : p.soft, { opacity: dark ? 0.1 : 0.7 });
    })
    .join('');
  return (
    defs(
      linear(
        'bg',
        dark
          ? [
              [0, p.deep],
              [1, INK],
            ]
          : [
              [0, p.bg],
              [1, p.soft],
            ],
      ),
      radial('halo', [
        [0, WHITE, dark ? 0.16 : 0.75],
        [1, WHITE, 0],
      ]),
    ) +
    rect(0, 0, SIZE, SIZE, 0, 'url(#bg)') +
    blobs +
    circle(CENTER, CENTER, 360, 'url(#halo)')
  );
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;

const paletteAt = (index: number) => PALETTES[index % PALETTES.length]!;

/** A square SVG (viewBox 0 0 800 800) illustrating a product of the category; variant 0 is the main image, 1..3 gallery angles (a different colour scheme/zoom/composition of the same object). Deterministic from the inputs. */
export function drawProductIllustration(categoryKey: string, variant: number, seed: number): string {
  const art = CATEGORY_ART[categoryKey] ?? FALLBACK_ART;
  const composition = COMPOSITIONS[Math.abs(Math.trunc(variant) || 0) % COMPOSITIONS.length]!;
  const hash = mix(seed);
  const palette = paletteAt(hash + composition.paletteShift);
  return svg(backdrop(palette, hash, composition.dark) + group(art.draw(palette), composition.transform));
}

/** A square SVG illustrating the category itself (for the round category image). */
export function drawCategoryIllustration(categoryKey: string): string {
  const art = CATEGORY_ART[categoryKey] ?? FALLBACK_ART;
  const palette = paletteAt(art.palette);
  return svg(
    defs(
      radial('bg', [
        [0, WHITE],
        [0.6, palette.bg],
        [1, palette.soft],
      ]),
    ) +
      rect(0, 0, SIZE, SIZE, 0, 'url(#bg)') +
      circle(CENTER, CENTER, 330, 'none', { stroke: palette.accent, 'stroke-width': 14, opacity: 0.15 }) +
      group(art.draw(palette), zoom(0.9)),
  );
}
