// Renders the SVG logos to PNG at every size SPEC.md §2 lists (and the PWA icons), before the build.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const LOGO_SIZES = [32, 64, 180, 384, 512, 600, 800, 1000, 1200, 1400, 1500];
const VARIANTS = ['logo', 'logo-black', 'logo-white', 'logo-round'];
const dir = join(dirname(fileURLToPath(import.meta.url)), '../public/logo');
mkdirSync(dir, { recursive: true });

await Promise.all(
  VARIANTS.flatMap((variant) =>
    LOGO_SIZES.map((size) =>
      sharp(join(dir, `${variant}.svg`), { density: Math.max(72, Math.ceil((72 * size) / 64)) })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png({ compressionLevel: 9 })
        .toFile(join(dir, `${variant}-${size}.png`)),
    ),
  ),
);
