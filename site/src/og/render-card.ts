/**
 * Draws a social card (1200×630 PNG) at build time: satori lays the card out as SVG (text as outlines, in Inter
 * from the @fontsource/inter package: no network, no system fonts) and sharp rasterises it. Cards are cached in
 * `cacheDir` under their hash (src/lib/social-card.ts), so an unchanged card is never drawn again.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, cardHash, type CardFacts } from '../lib/social-card.ts';

/** A satori node (React-element-shaped, no JSX needed). */
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({ type, props: { style, children, ...extra } });

const COLOURS = {
  bg: '#0b1215',
  ink: '#f2f7f5',
  muted: '#c9d6d2',
  faint: '#a9bab5',
  accent: '#00e599',
  chip: '#1a2a27',
  tile: '#f5f7f6',
  tileDark: '#1f2a2e',
};
const MARK =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#00E599"/><path d="M9 23V9l14 14V9" fill="none" stroke="#0b1215" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  ).toString('base64');

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;
/** Inter 400 and 700, latin and latin-ext, from @fontsource/inter (WOFF: what satori reads). */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(join(process.cwd(), 'package.json'));
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: 'Inter',
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

/** The logo tile: the record's logo (fitted into 112 px, as PNG) or its monogram. */
async function tile(card: CardFacts, imagesDir: string): Promise<Node> {
  const box = {
    width: 144,
    height: 144,
    borderRadius: 32,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  };
  if (card.logo) {
    const png = await sharp(await readFile(join(imagesDir, card.logo.file)))
      .resize(112, 112, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return h(
      'div',
      { ...box, background: card.logo.light ? COLOURS.tileDark : COLOURS.tile },
      h('img', {}, undefined, {
        src: `data:image/png;base64,${png.data.toString('base64')}`,
        width: png.info.width,
        height: png.info.height,
      }),
    );
  }
  const m = card.monogram;
  return h(
    'div',
    { ...box, background: m?.background ?? COLOURS.chip, color: m?.ink ?? COLOURS.ink, fontSize: 72, fontWeight: 700 },
    m?.initials ?? '',
  );
}

/** The card's layout. */
async function layout(card: CardFacts, imagesDir: string): Promise<Node> {
  const hasTile = Boolean(card.logo || card.monogram);
  const head = h('div', { display: 'flex', alignItems: 'center', gap: 40 }, [
    ...(hasTile ? [await tile(card, imagesDir)] : []),
    h('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }, [
      h('div', { color: COLOURS.accent, fontSize: 32, fontWeight: 700 }, card.kind),
      h(
        'div',
        {
          color: COLOURS.ink,
          fontSize: card.title.length > 28 ? 58 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
          lineClamp: 2,
          display: 'block',
        },
        card.title,
      ),
    ]),
  ]);
  const body: Node[] = [head];
  if (card.subtitle)
    body.push(
      h(
        'div',
        {
          color: COLOURS.muted,
          fontSize: 32,
          lineHeight: 1.35,
          marginTop: 24,
          lineClamp: card.chains?.length || card.figure ? 2 : 4,
          display: 'block',
        },
        card.subtitle,
      ),
    );
  if (card.chains?.length) {
    body.push(
      h(
        'div',
        { display: 'flex', gap: 14, marginTop: 24 },
        card.chains.map((c) =>
          h(
            'div',
            {
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              background: COLOURS.chip,
              color: COLOURS.ink,
              borderRadius: 999,
              padding: '8px 20px',
              fontSize: 26,
            },
            [h('div', { width: 14, height: 14, borderRadius: 7, background: COLOURS.accent }), c],
          ),
        ),
      ),
    );
  }
  if (card.figure) {
    body.push(
      h('div', { display: 'flex', flexDirection: 'column', marginTop: 24 }, [
        h('div', { color: COLOURS.ink, fontSize: 34, fontWeight: 700 }, card.figure.text),
        h('div', { color: COLOURS.faint, fontSize: 22, marginTop: 4 }, card.figure.asOf),
      ]),
    );
  }
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      background: COLOURS.bg,
      fontFamily: 'Inter',
      padding: '56px 72px 44px',
      borderTop: `12px solid ${COLOURS.accent}`,
      boxSizing: 'border-box',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column' }, body),
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 16, color: COLOURS.muted, fontSize: 28, fontWeight: 700 },
        [h('img', {}, undefined, { src: MARK, width: 44, height: 44 }), card.site],
      ),
    ],
  );
}

/** The card as a 1200×630 PNG, drawn now. `imagesDir`: the snapshot's images folder (logo files). */
export async function drawCard(card: CardFacts, imagesDir: string): Promise<Buffer> {
  const svg = await satori((await layout(card, imagesDir)) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** The card's PNG from `cacheDir` (`<hash>.png`), drawn and stored there first when it is not yet. */
export async function cachedCard(card: CardFacts, imagesDir: string, cacheDir: string): Promise<Buffer> {
  const file = join(cacheDir, `${cardHash(card)}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const png = await drawCard(card, imagesDir);
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
