import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AssetImage } from '@town/shared/catalogue';
import { srcsetAttribute } from '@town/shared/catalogue-codes';

interface Props {
  image: AssetImage | null;
  /** The `sizes` attribute: how wide the picture is drawn at each screen width. */
  sizes: string;
  /** Empty when the picture only decorates text that says the same (a card's name). */
  alt?: string;
  /** The first picture of a page loads at once; the others when they come near the screen. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A picture in the rendition that fits the screen (srcset), with its width and height so the
 * page does not jump while it loads; a plain placeholder when the place has none.
 */
export function AssetPicture({ image, sizes, alt, eager = false, sx }: Props) {
  if (!image) {
    return (
      <Box
        aria-hidden
        sx={[
          {
            aspectRatio: '4 / 3',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <PhotoOutlinedIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={srcsetAttribute(image.srcset)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      // The page's largest picture is fetched first (React also preloads it from <head>).
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      sx={[
        { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
