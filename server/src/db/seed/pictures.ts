// Illustrations for the demo content, drawn in code because a first start has no internet: soft gradients
// in the clinic's blues around #06adf0, a white badge holding a simple medical pictogram, and a few smaller
// badges around it; doctors get a portrait silhouette in a white coat. No text: fonts may lack Vietnamese.
// The SVG is rasterised here and then stored through storeImage(), like any upload.
import { loadSharp } from '../../lib/files/images';

export const motifs = [
  'cross',
  'heartPulse',
  'stethoscope',
  'capsule',
  'bandage',
  'shield',
  'calendar',
  'flask',
  'leaf',
  'drop',
  'thermometer',
  'clipboard',
  'care',
  'gift',
  'bottle',
  'mask',
  'people',
  'bone',
  'sun',
  'clinic',
] as const;
export type Motif = (typeof motifs)[number];

/** What a seeded picture shows; `tone` picks the palette and `layout` where the main badge sits. */
export interface Scene {
  motif: Motif;
  /** Smaller badges around the main one. */
  extras?: Motif[];
  tone?: number;
  layout?: number;
}

export interface Portrait {
  skin: number;
  hair: 'short' | 'side' | 'bob' | 'bun' | 'long';
  /** Grey hair for a senior doctor. */
  grey?: boolean;
  tone?: number;
}

const primary = '#06adf0';
const deep = '#0486c2';
const navy = '#0b5c8a';
const mint = '#34c6ad';
const coral = '#ff8f70';
const sun = '#ffcd5c';

/** Background gradients, light to stronger, all in the clinic's family of blues and greens. */
const tones: [string, string, string][] = [
  ['#e9f8ff', '#bfe8fb', '#7fd0f3'],
  ['#effaf8', '#c4eee6', '#7fd6c6'],
  ['#eef5ff', '#c9dcfb', '#8fb5ee'],
  ['#f2fbff', '#cdeefc', '#5cc4ef'],
  ['#fff7f2', '#ffe0d2', '#9fd9f5'],
  ['#f1f9ff', '#d5ecfa', '#a5d8f0'],
];

interface Ink {
  main: string;
  accent: string;
  light: string;
}

/** Each pictogram in a box from -100 to 100. */
const pictograms: Record<Motif, (ink: Ink) => string> = {
  cross: ({ main }) =>
    `<path d="M-26 -78h52v52h52v52h-52v52h-52v-52h-52v-52h52z" fill="${main}" stroke="${main}" stroke-width="14" stroke-linejoin="round"/>`,
  heartPulse: ({ accent }) =>
    `<path d="M0 78C-58 38-96 6-96-32c0-30 24-54 52-54 20 0 36 12 44 28 8-16 24-28 44-28 28 0 52 24 52 54 0 38-38 70-96 110z" fill="${accent}"/>` +
    `<path d="M-78-8h40l14-30 22 62 18-46 12 14h50" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  stethoscope: ({ main, accent }) =>
    `<g fill="none" stroke="${main}" stroke-width="12" stroke-linecap="round">` +
    `<path d="M-56-84v56c0 36 26 60 56 60s56-24 56-60v-56"/><path d="M0 32v22c0 26 22 40 44 36s32-26 32-46v-14"/></g>` +
    `<circle cx="76" cy="14" r="20" fill="${accent}" stroke="${main}" stroke-width="10"/>` +
    `<circle cx="-56" cy="-86" r="9" fill="${main}"/><circle cx="56" cy="-86" r="9" fill="${main}"/>`,
  capsule: ({ main, light, accent }) =>
    `<g transform="rotate(-38)"><rect x="-92" y="-36" width="184" height="72" rx="36" fill="${light}" stroke="${main}" stroke-width="10"/>` +
    `<path d="M0-36h56a36 36 0 0 1 0 72H0z" fill="${main}"/></g>` +
    `<circle cx="-62" cy="62" r="14" fill="${accent}"/><circle cx="-26" cy="80" r="9" fill="${accent}" opacity=".7"/>`,
  bandage: ({ main, accent }) =>
    `<g transform="rotate(-35)"><rect x="-100" y="-36" width="200" height="72" rx="36" fill="${accent}" stroke="${main}" stroke-width="8"/>` +
    `<rect x="-34" y="-36" width="68" height="72" fill="#fff" stroke="${main}" stroke-width="8"/>` +
    `<g fill="${main}" opacity=".55"><circle cx="-16" cy="-14" r="5"/><circle cx="16" cy="-14" r="5"/><circle cx="-16" cy="14" r="5"/><circle cx="16" cy="14" r="5"/></g>` +
    `<g fill="#fff" opacity=".8"><circle cx="-66" cy="-10" r="5"/><circle cx="-66" cy="12" r="5"/><circle cx="66" cy="-10" r="5"/><circle cx="66" cy="12" r="5"/></g></g>`,
  shield: ({ main, light }) =>
    `<path d="M0-90l76 28v56c0 50-34 80-76 98-42-18-76-48-76-98v-56z" fill="${light}" stroke="${main}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M-34 0l24 24 44-48" fill="none" stroke="${main}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  calendar: ({ main, light, accent }) =>
    `<rect x="-80" y="-64" width="160" height="148" rx="18" fill="#fff" stroke="${main}" stroke-width="10"/>` +
    `<path d="M-80-28v-18a18 18 0 0 1 18-18h124a18 18 0 0 1 18 18v18z" fill="${main}"/>` +
    `<g stroke="${main}" stroke-width="12" stroke-linecap="round"><path d="M-40-86v26M40-86v26"/></g>` +
    `<g fill="${light}"><circle cx="-44" cy="8" r="11"/><circle cx="0" cy="8" r="11"/><circle cx="-44" cy="48" r="11"/><circle cx="0" cy="48" r="11"/><circle cx="44" cy="48" r="11"/></g>` +
    `<circle cx="44" cy="8" r="13" fill="${accent}"/>`,
  flask: ({ main, accent }) =>
    `<path d="M-48 30h96l18 36c4 10-2 20-14 20H-52c-12 0-18-10-14-20z" fill="${accent}"/>` +
    `<path d="M-30-86h60M-16-86v56l-56 96c-6 12 2 22 14 22H58c12 0 20-10 14-22L16-30v-56" fill="none" stroke="${main}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="-10" cy="52" r="7" fill="#fff"/><circle cx="16" cy="40" r="5" fill="#fff"/>`,
  leaf: ({ main, accent }) =>
    `<path d="M-72 72C-82-18-12-84 82-80 86 10 22 82-72 72z" fill="${accent}" stroke="${main}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M-72 72C-24 24 16-16 56-56M-20 20v-40M10-10h34" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  drop: ({ main }) =>
    `<path d="M0-90C30-46 66-6 66 30c0 38-30 62-66 62s-66-24-66-62c0-36 36-76 66-120z" fill="${main}"/>` +
    `<path d="M-34 30c0 20 12 34 30 38" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".85"/>`,
  thermometer: ({ main, accent }) =>
    `<rect x="-20" y="-92" width="40" height="140" rx="20" fill="#fff" stroke="${main}" stroke-width="10"/>` +
    `<rect x="-8" y="-40" width="16" height="100" rx="8" fill="${accent}"/>` +
    `<circle cy="60" r="32" fill="${accent}" stroke="${main}" stroke-width="10"/>` +
    `<g stroke="${main}" stroke-width="7" stroke-linecap="round"><path d="M34-70h18M34-44h12M34-18h18M34 8h12"/></g>`,
  clipboard: ({ main, light, accent }) =>
    `<rect x="-70" y="-74" width="140" height="166" rx="16" fill="#fff" stroke="${main}" stroke-width="10"/>` +
    `<rect x="-36" y="-92" width="72" height="34" rx="10" fill="${main}"/>` +
    `<g stroke="${light}" stroke-width="11" stroke-linecap="round"><path d="M-40-16h80M-40 18h80M-40 52h46"/></g>` +
    `<path d="M30 44l12 12 22-24" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  care: ({ main, accent }) =>
    `<path d="M0 30C-40 4-64-16-64-42c0-20 16-36 34-36 14 0 24 8 30 18 6-10 16-18 30-18 18 0 34 16 34 36 0 26-24 46-64 72z" fill="${accent}"/>` +
    `<path d="M-92 6c8 52 48 84 92 84s84-32 92-84" fill="none" stroke="${main}" stroke-width="14" stroke-linecap="round"/>`,
  gift: ({ main, light, accent }) =>
    `<rect x="-72" y="-18" width="144" height="104" rx="10" fill="${light}" stroke="${main}" stroke-width="8"/>` +
    `<rect x="-84" y="-48" width="168" height="34" rx="10" fill="${main}"/>` +
    `<rect x="-12" y="-48" width="24" height="134" fill="${accent}"/>` +
    `<g fill="none" stroke="${accent}" stroke-width="10"><ellipse cx="-26" cy="-66" rx="26" ry="14" transform="rotate(-20 -26 -66)"/><ellipse cx="26" cy="-66" rx="26" ry="14" transform="rotate(20 26 -66)"/></g>`,
  bottle: ({ main, light }) =>
    `<rect x="-38" y="-94" width="76" height="32" rx="8" fill="${main}"/><rect x="-26" y="-64" width="52" height="18" fill="${main}" opacity=".6"/>` +
    `<rect x="-62" y="-48" width="124" height="138" rx="22" fill="#fff" stroke="${main}" stroke-width="10"/>` +
    `<rect x="-57" y="-4" width="114" height="58" fill="${light}"/>` +
    `<path d="M-8 4h16v16h16v16H8v16H-8V36h-16V20h16z" fill="${main}"/>`,
  mask: ({ main, light }) =>
    `<g fill="none" stroke="${main}" stroke-width="8"><path d="M-66-26c-40-4-44 46-4 48M66-26c40-4 44 46 4 48"/></g>` +
    `<path d="M-70-38Q0-62 70-38v62Q0 70-70 24z" fill="#fff" stroke="${main}" stroke-width="10" stroke-linejoin="round"/>` +
    `<g stroke="${light}" stroke-width="8" stroke-linecap="round"><path d="M-46-18h92M-46 6h92M-36 30h72"/></g>`,
  people: ({ main, accent }) =>
    `<circle cx="-30" cy="-42" r="30" fill="${main}"/><path d="M-92 88c0-50 28-80 62-80s62 30 62 80z" fill="${main}"/>` +
    `<circle cx="52" cy="-6" r="22" fill="${accent}"/><path d="M8 88c0-36 20-58 44-58s44 22 44 58z" fill="${accent}"/>`,
  bone: ({ main }) =>
    `<g transform="rotate(-35)" fill="${main}"><rect x="-62" y="-16" width="124" height="32"/>` +
    `<circle cx="-66" cy="-18" r="24"/><circle cx="-66" cy="18" r="24"/><circle cx="66" cy="-18" r="24"/><circle cx="66" cy="18" r="24"/></g>`,
  sun: () =>
    `<circle r="42" fill="${sun}"/><g stroke="${sun}" stroke-width="12" stroke-linecap="round">` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const p = (r: number) => `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
      return `<path d="M${p(62)}L${p(88)}"/>`;
    }).join('') +
    '</g>',
  clinic: ({ main, light, accent }) =>
    `<path d="M-86 90V-18L0-86l86 68V90z" fill="#fff" stroke="${main}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="-22" y="36" width="44" height="54" rx="6" fill="${light}"/>` +
    `<path d="M-9-38h18v18h18v18H9v18H-9V-2h-18v-18h18z" fill="${accent}"/>`,
};

const pictogram = (motif: Motif, ink: Ink) => pictograms[motif](ink);

/** A soft round badge: a faint shadow, a white disc, the pictogram scaled into it. */
function badge(x: number, y: number, r: number, motif: Motif, ink: Ink): string {
  const scale = (r * 0.62) / 100;
  return (
    `<circle cx="${x + r * 0.06}" cy="${y + r * 0.1}" r="${r}" fill="${navy}" opacity=".12"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale.toFixed(3)})">${pictogram(motif, ink)}</g>`
  );
}

/** Tiny plus signs scattered in a fixed pattern: texture without noise. */
function sprinkles(width: number, height: number, seed: number): string {
  const marks: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = ((i * 211 + seed * 97) % 1000) / 1000;
    const y = ((i * 367 + seed * 53) % 1000) / 1000;
    const s = 8 + ((i * 7 + seed) % 4) * 3;
    marks.push(
      `<path d="M${(x * width).toFixed(0)} ${(y * height - s).toFixed(0)}v${2 * s}M${(x * width - s).toFixed(0)} ${(y * height).toFixed(0)}h${2 * s}"/>`,
    );
  }
  return `<g stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55">${marks.join('')}</g>`;
}

function background(width: number, height: number, tone: number): string {
  const [a, b, c] = tones[tone % tones.length]!;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

function waves(width: number, height: number): string {
  const h = height;
  return (
    `<path d="M0 ${h * 0.78}C${width * 0.25} ${h * 0.68} ${width * 0.45} ${h * 0.9} ${width * 0.7} ${h * 0.8}S${width} ${h * 0.72} ${width} ${h * 0.72}V${h}H0z" fill="${primary}" opacity=".16"/>` +
    `<path d="M0 ${h * 0.88}C${width * 0.3} ${h * 0.8} ${width * 0.55} ${h * 0.98} ${width} ${h * 0.86}V${h}H0z" fill="${deep}" opacity=".14"/>`
  );
}

/** A 1200×675 (16:9) scene: gradient, glow, waves, the main badge and up to three small ones. */
export function sceneSvg(scene: Scene, width = 1200, height = 675): string {
  const tone = scene.tone ?? 0;
  const layout = (scene.layout ?? 0) % 3;
  const inks: Ink[] = [
    { main: primary, accent: coral, light: '#bfe9fb' },
    { main: deep, accent: mint, light: '#cdeefa' },
    { main: primary, accent: sun, light: '#d7f1fc' },
  ];
  const ink = inks[(tone + layout) % inks.length]!;
  const cx = [width * 0.5, width * 0.36, width * 0.64][layout]!;
  const cy = height * 0.47;
  const r = height * 0.27;
  // Small badges sit on the side away from the main one, on a gentle arc.
  const side = layout === 2 ? -1 : 1;
  const spots = [
    [cx + side * r * 1.95, cy - r * 0.55, r * 0.42],
    [cx + side * r * 2.35, cy + r * 0.62, r * 0.34],
    [cx - side * r * 1.7, cy + r * 0.85, r * 0.3],
  ] as const;
  const small = (scene.extras ?? []).slice(0, 3).map((motif, i) => {
    const [x, y, size] = spots[i]!;
    return badge(x, y, size, motif, inks[(tone + i + 1) % inks.length]!);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    background(width, height, tone) +
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.55}" fill="url(#glow)"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.4}" fill="url(#glow)"/>` +
    sprinkles(width, height, tone + layout * 5) +
    waves(width, height) +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.32}" fill="#fff" opacity=".35"/>` +
    badge(cx, cy, r, scene.motif, ink) +
    small.join('') +
    '</svg>'
  );
}

const skins = ['#f3cfb0', '#e6b48f', '#d39a70', '#b97c55'];
const hairs = ['#2a211b', '#3a2a1f', '#1c1c1e', '#4a3526'];

function hairShape(kind: Portrait['hair'], color: string): { back: string; front: string } {
  switch (kind) {
    case 'short':
      return {
        back: '',
        front: `<path d="M208 262c-6-70 38-112 92-112s100 40 92 112c-14-40-46-58-92-58s-78 18-92 58z" fill="${color}"/>`,
      };
    case 'side':
      return {
        back: '',
        front: `<path d="M206 270c-8-76 38-122 96-120 56 2 98 44 90 118-10-30-32-52-70-60-30 18-74 28-116 62z" fill="${color}"/>`,
      };
    case 'bob':
      return {
        back: `<path d="M196 268c-6-76 40-124 104-124s110 48 104 124l6 96h-52l-6-70H248l-6 70h-52z" fill="${color}"/>`,
        front: `<path d="M206 262c0-62 40-100 94-100s94 38 94 100c-30-10-62-34-80-62-20 32-62 54-108 62z" fill="${color}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="300" cy="140" r="40" fill="${color}"/>`,
        front: `<path d="M206 266c-4-70 40-110 94-110s98 40 94 110c-18-38-52-60-94-60s-76 22-94 60z" fill="${color}"/>`,
      };
    case 'long':
      return {
        back: `<path d="M194 270c-6-80 42-128 106-128s112 48 106 128l10 170H184z" fill="${color}"/>`,
        front: `<path d="M206 264c0-64 42-102 96-102s92 38 92 102c-36-14-70-36-92-66-22 30-56 52-96 66z" fill="${color}"/>`,
      };
  }
}

/** A 600×750 doctor portrait: a white coat, a blue scrub collar, a stethoscope, a faceless head. */
export function portraitSvg(portrait: Portrait): string {
  const width = 600;
  const height = 750;
  const skin = skins[portrait.skin % skins.length]!;
  const hairColor = portrait.grey ? '#9a9a9e' : hairs[portrait.skin % hairs.length]!;
  const hair = hairShape(portrait.hair, hairColor);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    background(width, height, portrait.tone ?? 0) +
    `<circle cx="300" cy="300" r="250" fill="url(#glow)"/>` +
    sprinkles(width, height, (portrait.tone ?? 0) + 3) +
    hair.back +
    // Neck and shoulders in a white coat over a blue scrub.
    `<rect x="266" y="330" width="68" height="90" rx="24" fill="${skin}"/>` +
    `<path d="M70 750c0-170 90-300 230-300s230 130 230 300z" fill="#fff"/>` +
    `<path d="M238 446l62 96 62-96c-20-10-40-14-62-14s-42 4-62 14z" fill="${primary}"/>` +
    `<path d="M236 448l-52 40 90 150 26-96zM364 448l52 40-90 150-26-96z" fill="#eef6fb" stroke="#d6e6f0" stroke-width="4"/>` +
    `<path d="M300 542v208" stroke="#d6e6f0" stroke-width="4"/>` +
    // The stethoscope around the neck, its chest piece on the coat.
    `<path d="M246 452c-30 60-26 130 12 160M354 452c30 60 26 130-12 160M258 612c10 20 30 26 42 26s32-6 42-26" fill="none" stroke="${navy}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="300" cy="652" r="17" fill="${primary}" stroke="${navy}" stroke-width="7"/>` +
    `<rect x="392" y="560" width="60" height="10" rx="5" fill="${primary}" opacity=".7"/>` +
    // Head and ears.
    `<ellipse cx="210" cy="282" rx="16" ry="24" fill="${skin}"/><ellipse cx="390" cy="282" rx="16" ry="24" fill="${skin}"/>` +
    `<ellipse cx="300" cy="268" rx="92" ry="112" fill="${skin}"/>` +
    hair.front +
    '</svg>'
  );
}

/**
 * The picture as uncompressed TIFF: lossless and the quickest format to write and read back, since
 * storeImage() decodes it and re-encodes it to WebP anyway.
 */
export async function renderPicture(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), {}).tiff({ compression: 'none' }).toBuffer();
}
