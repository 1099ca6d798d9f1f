import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { contrastRatio, MIN_TEXT_CONTRAST, THEME_BACKGROUNDS, themeColours } from '@town/shared/town';
import { formatRatio } from '../utils/town-form.ts';

/** The text on a button of this colour: white, or black where white would not read. */
const buttonText = (background: string) =>
  contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';

const SCHEMES = ['light', 'dark'] as const;

/**
 * The main colour as the site will use it, checked as it is typed: its contrast on the light
 * page (which must reach WCAG AA, else it cannot be saved) and the tint the dark theme uses,
 * each with a button and a link drawn in it. Pass or fail is said in words, never by colour alone.
 */
export function ColourCheck({ colour }: { colour: string }) {
  const { t } = useTranslation('adminTown');
  if (!/^#[0-9a-fA-F]{6}$/.test(colour)) return null;
  const used = themeColours(colour.toLowerCase());
  return (
    <Box
      data-testid="colour-check"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {SCHEMES.map((scheme) => {
        const background = THEME_BACKGROUNDS[scheme];
        const shown = used[scheme];
        const ratio = contrastRatio(shown, background);
        const passes = ratio >= MIN_TEXT_CONTRAST;
        const text = scheme === 'light' ? '#1a1a1a' : '#f2f2f2';
        return (
          <Box
            key={scheme}
            role="group"
            aria-label={t(`colour.scheme.${scheme}`)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              {passes ? (
                <CheckCircleIcon aria-hidden fontSize="small" color="success" />
              ) : (
                <ErrorIcon aria-hidden fontSize="small" color="error" />
              )}
              <Typography variant="body2" data-testid={`contrast-${scheme}`}>
                {t(passes ? 'colour.passes' : 'colour.fails', {
                  scheme: t(`colour.scheme.${scheme}`),
                  ratio: formatRatio(ratio),
                  needed: MIN_TEXT_CONTRAST,
                })}
              </Typography>
            </Box>
            {/* A picture of the colour in use, not controls: nothing here can be clicked or focused. */}
            <Box
              aria-hidden="true"
              data-testid={`colour-preview-${scheme}`}
              sx={{
                bgcolor: background,
                color: text,
                p: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
              }}
            >
              <Box
                component="span"
                sx={{
                  bgcolor: shown,
                  color: buttonText(shown),
                  px: 2,
                  py: 1,
                  borderRadius: 1,
                  fontWeight: 500,
                  textTransform: 'uppercase',
                  fontSize: '0.875rem',
                }}
              >
                {t('colour.sampleButton')}
              </Box>
              <Box component="span" sx={{ color: shown, textDecoration: 'underline' }}>
                {t('colour.sampleLink')}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
