import Box from '@mui/material/Box';
import type { TownProfile } from '@town/shared/town';

interface Props {
  logo: TownProfile['logo'];
  height: number;
  /** How wide a wide logo may get (it then shrinks, whole); by screen size as MUI writes it. */
  maxWidth?: number | Record<string, number>;
}

/**
 * The town's logo at a height, from the sizes it was uploaded at (`srcset`), when the town has
 * one; else the guide's own mark, in white for the coloured bar. Decorative: the link around it
 * names the town.
 */
export function TownLogo({ logo, height, maxWidth }: Props) {
  if (!logo) return <Box component="img" src="/logo/logo-white.svg" alt="" width={height} height={height} />;
  const width = Math.round((height * logo.width) / logo.height);
  return (
    <Box
      component="img"
      src={logo.src}
      srcSet={logo.srcset}
      sizes={`${width}px`}
      alt=""
      width={width}
      height={height}
      sx={{ objectFit: 'contain', objectPosition: 'left center', height, width: 'auto', maxWidth, flexShrink: 0 }}
    />
  );
}
