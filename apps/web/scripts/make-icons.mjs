// Renders the SVG logos to PNG at every size the app uses (LOGO_SIZES), and the PWA icons, before the build.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LOGO_SIZES } from '../src/config/ui.ts';

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
