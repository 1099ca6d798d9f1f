import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { Allergen } from '@town/shared/catalogue';
import type { ReactNode } from 'react';

/*
 * Pictograms for the EU's 14 allergens (Regulation 1169/2011, Annex II), drawn for this guide
 * in one line style. They accompany the allergen's name, never replace it.
 */
const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GRAIN = 'c-2.4-.3-3.9-2-3.9-4.4 2.4.3 3.9 2 3.9 4.4zm0 0c2.4-.3 3.9-2 3.9-4.4-2.4.3-3.9 2-3.9 4.4z';

const PICTOGRAMS: Record<Allergen, ReactNode> = {
  gluten: <path {...LINE} d={`M12 22V4 M12 9${GRAIN} M12 14${GRAIN} M12 19${GRAIN}`} />,
  crustaceans: (
    <path
      {...LINE}
      d="M7 7.5c3.5-3.2 11-2.6 12.4 3.3 1.2 5-3.2 8.6-8.3 8.2M11 19l-3.2 2.3.8-3.8M13.6 6.8l-1.9 4.4m6-1.5-3.8 2.6m4.3 2.5-4.4-.3M7 7.5C5 6 4 4 4 2m3 5.5C5 7.5 3.3 7 2.2 5.4"
    />
  ),
  eggs: <path {...LINE} d="M12 3c3.6 0 6.5 5.6 6.5 10.2a6.5 6.5 0 0 1-13 0C5.5 8.6 8.4 3 12 3z" />,
  fish: (
    <>
      <path
        {...LINE}
        d="M6.5 12c2.5-3.6 5.6-5.5 9-5.5 3.2 0 5.5 2.2 6.7 5.5-1.2 3.3-3.5 5.5-6.7 5.5-3.4 0-6.5-1.9-9-5.5zm0 0L2 8v8z"
      />
      <circle cx="17.5" cy="11" r="1" fill="currentColor" />
    </>
  ),
  peanuts: (
    <path
      {...LINE}
      d="M12 2.5a4.2 4.2 0 0 1 3.4 6.7c-.5.7-.5 1.6 0 2.3A5 5 0 1 1 8.6 11.5c.5-.7.5-1.6 0-2.3A4.2 4.2 0 0 1 12 2.5zM10 6.5h.01M14 6.5h.01M9.5 15h.01M14.5 15h.01M12 18h.01"
    />
  ),
  soybeans: (
    <>
      <path {...LINE} d="M4.5 19.5C4.5 11 11 4.5 19.5 4.5c0 8.5-6.5 15-15 15z" />
      <circle {...LINE} cx="9" cy="15" r="1.7" />
      <circle {...LINE} cx="12" cy="12" r="1.7" />
      <circle {...LINE} cx="15" cy="9" r="1.7" />
    </>
  ),
  milk: <path {...LINE} d="M9.5 2.5h5v3l2.5 4v11.5H7V9.5l2.5-4zM7 13h10" />,
  nuts: (
    <path
      {...LINE}
      d="M4.5 10.5C4.5 6.5 7.8 4 12 4s7.5 2.5 7.5 6.5zM12 4V2M6.5 10.5c0 5.5 2.5 9.8 5.5 11 3-1.2 5.5-5.5 5.5-11"
    />
  ),
  celery: (
    <path
      {...LINE}
      d="M9 22V11m3 11V9m3 13V11M7.5 22h9M9 11C6 10 5 7 5.8 4c2.2 1 3.2 3.3 3.2 7zm6 0c3-1 4-4 3.2-7-2.2 1-3.2 3.3-3.2 7zm-3-2c-1.6-2-1.6-4.6 0-6.8 1.6 2.2 1.6 4.8 0 6.8z"
    />
  ),
  mustard: <path {...LINE} d="M10 2h4l1 4H9zM8.5 6h7l-1.2 16H9.7zM9.5 12.5h5" />,
  sesame: (
    <>
      <ellipse {...LINE} cx="8" cy="7.5" rx="2" ry="3.2" transform="rotate(-25 8 7.5)" />
      <ellipse {...LINE} cx="16" cy="7" rx="2" ry="3.2" transform="rotate(25 16 7)" />
      <ellipse {...LINE} cx="12" cy="14" rx="2" ry="3.2" />
      <ellipse {...LINE} cx="6" cy="17" rx="2" ry="3.2" transform="rotate(-40 6 17)" />
      <ellipse {...LINE} cx="18" cy="16.5" rx="2" ry="3.2" transform="rotate(40 18 16.5)" />
    </>
  ),
  sulphites: <path {...LINE} d="M7 2.5h10v5a5 5 0 0 1-10 0zM7 6h10M12 12.5V21M8 21.5h8" />,
  lupin: (
    <>
      <path {...LINE} d="M12 22V9m0 8c-3 0-5-1.5-6-4 3 0 5 1.5 6 4zm0 0c3 0 5-1.5 6-4-3 0-5 1.5-6 4z" />
      <circle {...LINE} cx="12" cy="3.5" r="1.4" />
      <circle {...LINE} cx="10" cy="6.8" r="1.5" />
      <circle {...LINE} cx="14" cy="6.8" r="1.5" />
      <circle {...LINE} cx="9.4" cy="10.4" r="1.7" />
      <circle {...LINE} cx="14.6" cy="10.4" r="1.7" />
    </>
  ),
  molluscs: (
    <path
      {...LINE}
      d="M12 19.5 4 10a8 8 0 0 1 16 0zM12 19.5 8 5.5m4 14V4.2m0 15.3 4-14M12 19.5 5.2 8.2M12 19.5l6.8-11.3M9.5 19.5h5V22h-5z"
    />
  ),
};

/** An allergen's pictogram; decorative, since its name is always written beside it. */
export function AllergenIcon({ allergen, ...props }: { allergen: Allergen } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      {PICTOGRAMS[allergen]}
    </SvgIcon>
  );
}
