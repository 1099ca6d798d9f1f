import { createHash } from 'node:crypto';
import { etagMatches } from '../../lib/etag.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, DEFAULT_LANGUAGE, ERROR_CODES } from '@town/shared';
import { weatherQuerySchema, weatherSchema } from '@town/shared/weather';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { normaliseForecast } from './weather.normalise.ts';
import { WeatherUnavailableError, type WeatherService } from './weather.service.ts';

/** The town's forecast (docs/api.md). */
export const weatherRoutes: FastifyPluginAsyncZod<{ service: WeatherService }> = async (app, { service }) => {
  app.get(
    '/api/v1/weather',
    {
      schema: {
        tags: ['town'],
        summary: "The town's current weather, the next 24 hours and 7 days",
        description:
          'From Open-Meteo, cached 30 minutes. When the provider fails, the last forecast is served with `stale: true`; with none cached, 503 WEATHER_UNAVAILABLE.',
        querystring: weatherQuerySchema,
        response: {
          200: weatherSchema,
          304: z.null().describe('Not modified'),
          ...apiErrorResponses,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LANGUAGE;
      let result;
      try {
        result = await service.getForecast();
      } catch (error) {
        if (!(error instanceof WeatherUnavailableError)) throw error;
        // Answered here rather than thrown: a provider outage is not an error of ours to log as one.
        return reply
          .status(503)
          .header('retry-after', '60')
          .send({
            error: { code: ERROR_CODES.weatherUnavailable, message: 'The weather forecast is not available right now' },
          });
      }
      const body = normaliseForecast(result.forecast, {
        lang,
        now: new Date(),
        location: result.location,
        fetchedAt: result.fetchedAt,
        stale: result.stale,
      });
      // The answer changes only with the forecast, the language and the hour it starts from.
      const etag = `W/"${createHash('sha256')
        .update(
          [
            body.fetchedAt,
            lang,
            body.stale,
            body.hourly[0]?.time,
            body.daily[0]?.date,
            JSON.stringify(body.location),
          ].join('|'),
        )
        .digest('base64url')
        .slice(0, 27)}"`;
      reply.header('etag', etag);
      reply.header('cache-control', result.stale ? 'no-cache' : 'public, max-age=300');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return body;
    },
  );
};
