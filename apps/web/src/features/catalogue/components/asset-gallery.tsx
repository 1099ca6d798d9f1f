import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AssetImage } from '@town/shared/catalogue';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { srcsetAttribute } from '@town/shared/catalogue-codes';
import { AssetPicture } from './asset-picture.tsx';

/**
 * An asset's photos: one large, with previous/next buttons (and the arrow keys while focus is
 * in the gallery), and a row of thumbnails, each a button.
 */
export function AssetGallery({ images }: { images: readonly AssetImage[] }) {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <AssetPicture image={null} sizes="100vw" />;
  const current = images[Math.min(index, images.length - 1)]!;
  const go = (next: number) => setIndex((next + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const several = images.length > 1;
  return (
    <Box component="section" aria-label={t('gallery.label')} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
        <AssetPicture
          image={current}
          eager={index === 0}
          sizes="(min-width: 1080px) 720px, 100vw"
          sx={{ aspectRatio: '3 / 2', maxHeight: 520 }}
        />
        {several && (
          <>
            {(['previous', 'next'] as const).map((direction) => (
              <IconButton
                key={direction}
                onClick={() => go(direction === 'previous' ? index - 1 : index + 1)}
                aria-label={t(`gallery.${direction}`)}
                sx={{
                  position: 'absolute',
                  top: '50%',
                  transform: 'translateY(-50%)',
                  [direction === 'previous' ? 'left' : 'right']: 8,
                  bgcolor: 'rgba(0, 0, 0, 0.6)',
                  color: '#fff',
                  '&:hover, &:focus-visible': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
                  '&:focus-visible': { outline: '3px solid #fff' },
                }}
              >
                {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
              </IconButton>
            ))}
          </>
        )}
      </Box>
      {several && (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
            {t('gallery.position', { current: index + 1, total: images.length })}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
          >
            {images.map((image, i) => (
              <li key={image.id}>
                <ButtonBase
                  onClick={() => setIndex(i)}
                  aria-label={t('gallery.show', { number: i + 1, alt: image.alt })}
                  aria-current={i === index ? 'true' : undefined}
                  sx={{
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: i === index ? '3px solid' : 'none',
                    outlineColor: 'primary.main',
                    outlineOffset: -3,
                    '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 0 },
                  }}
                >
                  <Box
                    component="img"
                    src={(image.thumbnails.at(-1) ?? image.srcset[0])?.url ?? image.src}
                    srcSet={srcsetAttribute(image.thumbnails)}
                    sizes="64px"
                    width={64}
                    height={64}
                    alt=""
                    loading="lazy"
                    sx={{ display: 'block', width: 64, height: 64, objectFit: 'cover' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
