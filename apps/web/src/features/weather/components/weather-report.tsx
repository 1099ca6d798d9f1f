import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Weather } from '@town/shared/weather';
import { LoadError } from '../../../components/load-error.tsx';
import { Island } from '../../../components/island.tsx';
import { useWeather } from '../api/get-weather.ts';
import { useWeatherFormat } from '../hooks/use-weather-format.ts';
import { CurrentConditions } from './current-conditions.tsx';
import { DailyForecast } from './daily-forecast.tsx';
import { HourlyChart } from './hourly-chart.tsx';

/**
 * The town's weather: now, the next 24 hours and the week. Says so plainly when the
 * forecast is an old one (the provider did not answer) or when there is none at all.
 */
export function WeatherReport({ lang }: { lang: string }) {
  const { data: weather, isError } = useWeather(lang);
  if (weather) return <Forecast weather={weather} lang={lang} />;
  // Asking again needs script: the forecast that could not be had is an island.
  return isError ? <Island name="weatherRetry" component={WeatherRetry} props={{ lang }} /> : null;
}

/** Why there is no forecast, with a way to ask again; the forecast once it comes. */
export function WeatherRetry({ lang }: { lang: string }) {
  const { t } = useTranslation('weather');
  const { data: weather, isFetching, refetch } = useWeather(lang);
  if (weather) return <Forecast weather={weather} lang={lang} />;
  return <LoadError message={t('unavailable')} onRetry={() => void refetch()} retrying={isFetching} />;
}

function Forecast({ weather, lang }: { weather: Weather; lang: string }) {
  const { t } = useTranslation('weather');
  const format = useWeatherFormat(lang);
  return (
    <>
      {weather.stale ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('stale', { time: format.dateTime(weather.fetchedAt) })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro', { place: weather.location.name, time: format.dateTime(weather.fetchedAt) })}
      </Typography>
      <CurrentConditions weather={weather} format={format} />
      <HourlyChart hours={weather.hourly} format={format} lang={lang} />
      <DailyForecast days={weather.daily} format={format} />
      <Typography variant="body2" color="text.secondary">
        {t('source')}{' '}
        <Link
          href={weather.attribution.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${weather.attribution.name} (${t('newTab')})`}
        >
          {weather.attribution.name}
        </Link>
      </Typography>
    </>
  );
}
