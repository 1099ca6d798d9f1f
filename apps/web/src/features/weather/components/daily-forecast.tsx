import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DailyWeather } from '@town/shared/weather';
import { CardGrid } from '../../../components/card-grid.tsx';
import { uvLevel, type WeatherFormat } from '../hooks/use-weather-format.ts';
import { FigureList, type Figure } from './figure-list.tsx';
import { WeatherIcon } from './weather-icon.tsx';
import { WindDirection } from './wind-direction.tsx';

function DayCard({ day, index, format }: { day: DailyWeather; index: number; format: WeatherFormat }) {
  const { t } = useTranslation('weather');
  const name = index === 0 ? t('today') : index === 1 ? t('tomorrow') : format.weekday(day.date);
  // Some languages write weekdays in lower case; as a heading it starts with a capital.
  const heading = name.charAt(0).toLocaleUpperCase() + name.slice(1);
  const figures: Figure[] = [
    {
      key: 'rain',
      label: t('figures.rain'),
      value:
        day.precipitationProbabilityMax === null
          ? format.millimetres(day.precipitationSum)
          : t('rainValue', {
              chance: format.percent(day.precipitationProbabilityMax),
              amount: format.millimetres(day.precipitationSum),
            }),
    },
    {
      key: 'wind',
      label: t('figures.windMax'),
      value:
        day.windDirectionDominant === null ? (
          format.speed(day.windSpeedMax)
        ) : (
          <WindDirection degrees={day.windDirectionDominant} speed={format.speed(day.windSpeedMax)} />
        ),
    },
  ];
  if (day.uvIndexMax !== null)
    figures.push({
      key: 'uv',
      label: t('figures.uv'),
      value: t('uvValue', { index: format.uv(day.uvIndexMax), level: t(`uvLevel.${uvLevel(day.uvIndexMax)}`) }),
    });
  if (day.waveHeightMax !== null)
    figures.push({ key: 'waves', label: t('figures.wavesMax'), value: format.metres(day.waveHeightMax) });
  figures.push({
    key: 'sun',
    label: t('figures.sun'),
    value: t('sunValue', { sunrise: format.time(day.sunrise), sunset: format.time(day.sunset) }),
  });

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <div>
        <Typography variant="h3">{heading}</Typography>
        <Typography variant="body2" color="text.secondary">
          {format.dayMonth(day.date)}
        </Typography>
      </div>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <WeatherIcon condition={day.condition} sx={{ fontSize: 44 }} />
        <div>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {t(`conditions.${day.condition}`)}
          </Typography>
          <Typography>
            {t('maxMin', { max: format.temperature(day.temperatureMax), min: format.temperature(day.temperatureMin) })}
          </Typography>
        </div>
      </Box>
      <FigureList figures={figures} />
    </Paper>
  );
}

/** The week ahead, one card a day. */
export function DailyForecast({ days, format }: { days: DailyWeather[]; format: WeatherFormat }) {
  const { t } = useTranslation('weather');
  return (
    <Box component="section" aria-labelledby="weather-days" sx={{ mb: 3 }}>
      <Typography variant="h2" id="weather-days" sx={{ mb: 2 }}>
        {t('days')}
      </Typography>
      <CardGrid minCardWidth={240}>
        {days.map((day, index) => (
          <DayCard key={day.date} day={day} index={index} format={format} />
        ))}
      </CardGrid>
    </Box>
  );
}
