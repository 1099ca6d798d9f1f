import sharp from 'sharp';

/**
 * A photo-like test picture (PNG): smooth colours with some grain, different for every `seed`,
 * so that pictures made for different tests never share an id.
 */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      const grain = (state >>> 24) % 24;
      pixels[i] = ((x * 255) / width + seed * 37 + grain) & 255;
      pixels[i + 1] = ((y * 255) / height + seed * 11 + grain) & 255;
      pixels[i + 2] = (((x + y) * 127) / (width + height) + seed * 53) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The tags of an EXIF block's first directory (IFD0), e.g. 0x8825 where GPS data is. */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  return Array.from({ length: u16(directory) }, (_, i) => u16(directory + 2 + i * 12));
}
