import type { LoaderFunctionArgs } from 'react-router';
import { useLang } from '../../components/lang-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { weatherQueryOptions } from '../../features/weather/api/get-weather.ts';
import { WeatherReport } from '../../features/weather/components/weather-report.tsx';
import { getQueryClient } from '../../lib/query-client.ts';

/** Starts the forecast early; a failure is the page's to explain, not the error page's. */
export async function loader({ params }: LoaderFunctionArgs) {
  await getQueryClient().prefetchQuery(weatherQueryOptions(params.lang ?? ''));
  return null;
}

export function Component() {
  const lang = useLang();
  return (
    <>
      <PageHeading page="weather" />
      <WeatherReport lang={lang} />
    </>
  );
}
