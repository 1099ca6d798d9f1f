import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HourlyWeather } from '@town/shared/weather';
import { Island } from '../../../components/island.tsx';
import type { WeatherFormat } from '../hooks/use-weather-format.ts';
import { HourlyTable } from './hourly-table.tsx';

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 24, right: 48, bottom: 36, left: 48 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const LABEL_EVERY = 3;

/** Nice whole-degree bounds around the temperatures, at least 6 °C apart. */
function temperatureScale(values: number[]) {
  let low = Math.floor(Math.min(...values)) - 1;
  let high = Math.ceil(Math.max(...values)) + 1;
  if (high - low < 6) {
    const grow = (6 - (high - low)) / 2;
    low = Math.floor(low - grow);
    high = Math.ceil(high + grow);
  }
  return { low, high, y: (t: number) => MARGIN.top + PLOT_H - ((t - low) / (high - low)) * PLOT_H };
}

/**
 * The drawing's colours per scheme, as CSS variables set on the chart's box: the server's
 * markup is the same for both schemes, body's data-theme picks one (docs/product.md#theme).
 */
function chartColours(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    '--chart-line': palette.secondary.main,
    '--chart-bar': palette.info.light,
    '--chart-text': palette.text.secondary,
    // Not "…label": emotion reads any "label:" in a style as the class's name, which then breaks the rule.
    '--chart-figure': palette.text.primary,
    '--chart-grid': palette.divider,
    '--chart-focus': palette.primary.main,
    ...theme.applyStyles('dark', { '--chart-line': palette.warning.light, '--chart-bar': palette.info.dark }),
  };
}

const lineColour = 'var(--chart-line)';
const barColour = 'var(--chart-bar)';
const textColour = 'var(--chart-text)';

/**
 * The next 24 hours: temperature as a line, chance of rain as bars. The drawing says
 * in words what it shows (its title and description), and the same figures are one
 * click away as a table.
 */
export function HourlyChart({ hours, format, lang }: { hours: HourlyWeather[]; format: WeatherFormat; lang: string }) {
  const { t } = useTranslation('weather');
  const id = useId();
  if (hours.length === 0) return null;

  const temps = hours.map((h) => h.temperature);
  const scale = temperatureScale(temps);
  const band = PLOT_W / hours.length;
  const x = (i: number) => MARGIN.left + band * i + band / 2;
  const rainY = (p: number) => MARGIN.top + PLOT_H - (p / 100) * PLOT_H;
  const line = hours
    .map((h, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${scale.y(h.temperature).toFixed(1)}`)
    .join(' ');

  const warmest = hours.reduce((a, b) => (b.temperature > a.temperature ? b : a));
  const coolest = hours.reduce((a, b) => (b.temperature < a.temperature ? b : a));
  const wettest = hours.reduce((a, b) =>
    (b.precipitationProbability ?? 0) > (a.precipitationProbability ?? 0) ? b : a,
  );
  const summary = [
    t('chart.summaryTemperature', {
      min: format.temperature(coolest.temperature),
      minTime: format.time(coolest.time),
      max: format.temperature(warmest.temperature),
      maxTime: format.time(warmest.time),
    }),
    (wettest.precipitationProbability ?? 0) > 0
      ? t('chart.summaryRain', {
          chance: format.percent(wettest.precipitationProbability ?? 0),
          time: format.time(wettest.time),
        })
      : t('chart.summaryDry'),
  ].join(' ');

  const ticks = Array.from({ length: 5 }, (_, i) => scale.low + ((scale.high - scale.low) * i) / 4);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="weather-hours"
      sx={[{ p: { xs: 2, sm: 3 }, mb: 3 }, chartColours]}
    >
      <Typography variant="h2" id="weather-hours" sx={{ mb: 1 }}>
        {t('hours')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 24, height: 4, borderRadius: 2, bgcolor: lineColour }} />
          <Typography variant="body2">{t('chart.temperature')}</Typography>
        </Box>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 14, height: 14, bgcolor: barColour }} />
          <Typography variant="body2">{t('chart.rainChance')}</Typography>
        </Box>
      </Box>
      {/* Wide enough to read at any screen size; on a phone it scrolls sideways inside its own box. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={t('chart.scrollable')}
        sx={{
          overflowX: 'auto',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid var(--chart-focus)', outlineOffset: 2 },
        }}
      >
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          sx={{ display: 'block', width: '100%', minWidth: 560, height: 'auto' }}
        >
          <title id={`${id}-title`}>{t('chart.title')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                style={{ stroke: 'var(--chart-grid)' }}
              />
              <text
                x={MARGIN.left - 6}
                y={scale.y(tick) + 4}
                textAnchor="end"
                fontSize={12}
                style={{ fill: textColour }}
              >
                {format.temperature(tick)}
              </text>
            </g>
          ))}
          {[0, 50, 100].map((p) => (
            <text key={p} x={WIDTH - MARGIN.right + 6} y={rainY(p) + 4} fontSize={12} style={{ fill: textColour }}>
              {format.percent(p)}
            </text>
          ))}
          {hours.map((h, i) => {
            const chance = h.precipitationProbability ?? 0;
            return chance > 0 ? (
              <rect
                key={`rain-${h.time}`}
                x={x(i) - band * 0.35}
                width={band * 0.7}
                y={rainY(chance)}
                height={MARGIN.top + PLOT_H - rainY(chance)}
                style={{ fill: barColour }}
                opacity={0.85}
              />
            ) : null;
          })}
          <path d={line} fill="none" style={{ stroke: lineColour }} strokeWidth={3} strokeLinejoin="round" />
          {hours.map((h, i) =>
            i % LABEL_EVERY === 0 ? (
              <g key={`label-${h.time}`}>
                <circle cx={x(i)} cy={scale.y(h.temperature)} r={4} style={{ fill: lineColour }} />
                <text
                  x={x(i)}
                  y={scale.y(h.temperature) - 10}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={600}
                  style={{ fill: 'var(--chart-figure)' }}
                >
                  {format.temperature(h.temperature)}
                </text>
                <text
                  x={x(i)}
                  y={HEIGHT - MARGIN.bottom + 20}
                  textAnchor="middle"
                  fontSize={12}
                  style={{ fill: textColour }}
                >
                  {format.time(h.time)}
                </text>
              </g>
            ) : null,
          )}
        </Box>
      </Box>
      <Island
        name="hourlyTable"
        component={HourlyTable}
        props={{
          lang,
          hours: hours.map((h) => ({
            time: h.time,
            condition: h.condition,
            temperature: h.temperature,
            precipitationProbability: h.precipitationProbability,
            precipitation: h.precipitation,
            windSpeed: h.windSpeed,
            windDirection: h.windDirection,
          })),
        }}
      />
    </Paper>
  );
}
