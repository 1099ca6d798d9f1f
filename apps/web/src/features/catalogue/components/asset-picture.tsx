import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AssetImage } from '@town/shared/catalogue';
import { srcsetAttribute } from '@town/shared/catalogue-codes';
import { preload } from 'react-dom';

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
 * page does not jump while it loads; a plain placeholder when the place has none. A picture
 * made in AVIF too (an owner's upload) is a <picture> whose AVIF sources browsers that read
 * it take first; WebP stays its <img> for the others.
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
  const picture = (
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
  if (image.sources.length === 0) return picture;
  const [first] = image.sources;
  // React preloads an eager <img>, but not one in a <picture>: the source a browser takes first is preloaded
  // here (one that does not read its type skips it).
  if (eager && first) {
    preload(first.srcset.at(-1)?.url ?? image.src, {
      as: 'image',
      type: first.type,
      imageSrcSet: srcsetAttribute(first.srcset),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    // `display: contents`: the <img> lays out as it would without the <picture> around it.
    <Box component="picture" sx={{ display: 'contents' }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcsetAttribute(source.srcset)} sizes={sizes} />
      ))}
      {picture}
    </Box>
  );
}
