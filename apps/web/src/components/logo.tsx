import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '@town/shared/constants';
import { LOGO_SIZES } from '../config/ui.ts';

export type LogoVariant = 'transparent' | 'black' | 'white' | 'round';

/** The smallest listed size that covers `side` pixels (docs/rules.md#images), or the largest. */
export function logoSizeFor(side: number): (typeof LOGO_SIZES)[number] {
  return LOGO_SIZES.find((size) => size >= side) ?? LOGO_SIZES[LOGO_SIZES.length - 1]!;
}

const FILES: Record<LogoVariant, string> = {
  transparent: 'logo',
  black: 'logo-black',
  white: 'logo-white',
  round: 'logo-round',
};

/** The logo, its image size chosen by the smaller side of its container. */
export function Logo({ variant = 'transparent', alt = PRODUCT_NAME }: { variant?: LogoVariant; alt?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<number>(LOGO_SIZES[1]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const side = Math.min(element.clientWidth, element.clientHeight) * (window.devicePixelRatio || 1);
      if (side > 0) setSize(logoSizeFor(side));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}>
      <Box
        component="img"
        src={`/logo/${FILES[variant]}-${size}.png`}
        alt={alt}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}
