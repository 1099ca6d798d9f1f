import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import type { AssetImage } from '@town/shared/catalogue';
import { srcsetAttribute } from '@town/shared/catalogue-codes';

/** Drawn this many CSS pixels square: a reminder of the place, small enough beside its name on a phone. */
const SIZE = 80;

/**
 * A booking's place as a small square picture: the rental's cover from its square thumbnails
 * (its landscape renditions when it has none), with its alternative text; a neutral
 * placeholder, hidden from screen readers, when the rental has no picture.
 */
export function BookingPhoto({ image }: { image: AssetImage | null }) {
  const frame = {
    width: SIZE,
    height: SIZE,
    flex: 'none',
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'action.hover',
  } as const;
  if (!image) {
    return (
      <Box
        aria-hidden
        data-testid="booking-photo-placeholder"
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <PhotoOutlinedIcon />
      </Box>
    );
  }
  const sources = image.thumbnails.length ? image.thumbnails : image.srcset;
  const smallest = [...sources].sort((a, b) => a.width - b.width).find((s) => s.width >= SIZE) ?? sources.at(-1);
  return (
    <Box
      component="img"
      src={smallest?.url ?? image.src}
      srcSet={srcsetAttribute(sources)}
      sizes={`${SIZE}px`}
      width={SIZE}
      height={SIZE}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      sx={{ ...frame, display: 'block', objectFit: 'cover' }}
    />
  );
}
