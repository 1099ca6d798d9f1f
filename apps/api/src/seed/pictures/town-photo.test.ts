import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawTownPhoto, renderTownPhoto, TOWN_PHOTO_HEIGHT, TOWN_PHOTO_WIDTH } from './town-photo.ts';

describe('the demo town’s photograph', () => {
  it('renders through sharp to a JPEG banner, the same for the same seed and another for another', async () => {
    const jpeg = await renderTownPhoto('portalba');
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: TOWN_PHOTO_WIDTH, height: TOWN_PHOTO_HEIGHT });
    expect([TOWN_PHOTO_WIDTH, TOWN_PHOTO_HEIGHT]).toEqual([2560, 1280]);
    expect(drawTownPhoto('portalba')).toBe(drawTownPhoto('portalba'));
    expect(drawTownPhoto('vilamar')).not.toBe(drawTownPhoto('portalba'));
  });
});
