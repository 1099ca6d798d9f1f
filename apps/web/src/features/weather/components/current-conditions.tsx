import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Weather } from '@town/shared/weather';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { uvLevel, type WeatherFormat } from '../hooks/use-weather-format.ts';
import { FigureList, type Figure } from './figure-list.tsx';
import { WeatherIcon } from './weather-icon.tsx';
import { WindDirection } from './wind-direction.tsx';

/** The weather now: temperature and sky, then every figure the forecast has, sea included. */
export function CurrentConditions({ weather, format }: { weather: Weather; format: WeatherFormat }) {
  const { t } = useTranslation('weather');
  const { current } = weather;
  const today = weather.daily[0];
  const figures: Figure[] = [
    { key: 'humidity', label: t('figures.humidity'), value: format.percent(current.humidity) },
    {
      key: 'wind',
      label: t('figures.wind'),
      value: <WindDirection degrees={current.windDirection} speed={format.speed(current.windSpeed)} />,
    },
  ];
  if (current.windGusts !== null)
    figures.push({ key: 'gusts', label: t('figures.gusts'), value: format.speed(current.windGusts) });
  figures.push({
    key: 'precipitation',
    label: t('figures.precipitation'),
    value: format.millimetres(current.precipitation),
  });
  if (current.cloudCover !== null)
    figures.push({ key: 'cloudCover', label: t('figures.cloudCover'), value: format.percent(current.cloudCover) });
  if (current.pressure !== null)
    figures.push({ key: 'pressure', label: t('figures.pressure'), value: format.pressure(current.pressure) });
  if (today) {
    figures.push(
      { key: 'sunrise', label: t('figures.sunrise'), value: format.time(today.sunrise) },
      { key: 'sunset', label: t('figures.sunset'), value: format.time(today.sunset) },
    );
    if (today.uvIndexMax !== null)
      figures.push({
        key: 'uv',
        label: t('figures.uvToday'),
        value: t('uvValue', { index: format.uv(today.uvIndexMax), level: t(`uvLevel.${uvLevel(today.uvIndexMax)}`) }),
      });
  }
  if (current.seaTemperature !== null)
    figures.push({ key: 'sea', label: t('figures.seaTemperature'), value: format.temperature(current.seaTemperature) });
  if (current.waveHeight !== null)
    figures.push({
      key: 'waves',
      label: t('figures.waves'),
      value:
        current.wavePeriod === null
          ? format.metres(current.waveHeight)
          : t('waveValue', { height: format.metres(current.waveHeight), period: format.seconds(current.wavePeriod) }),
    });

  return (
    <SectionFrame title={t('now')} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <WeatherIcon condition={current.condition} isDay={current.isDay} sx={{ fontSize: 64 }} />
        <div>
          {/* A figure, not a heading: a block of its own rather than a bold paragraph. */}
          <Typography component="div" sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1 }}>
            {format.temperature(current.temperature)}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem' }}>{t(`conditions.${current.condition}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('feelsLike', { temperature: format.temperature(current.apparentTemperature) })}
          </Typography>
        </div>
      </Stack>
      <FigureList figures={figures} />
    </SectionFrame>
  );
}
