import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsentConditionError,
  normalizeConsentPreferences,
  TOWN_JURISDICTION,
  TOWN_LOCATION,
} from '@town/shared/consent';
import {
  c15tInitResponseSchema,
  c15tSubjectBodySchema,
  c15tSubjectResponseSchema,
  consentLanguageQuerySchema,
  consentRecordResponseSchema,
  consentSetBodySchema,
  consentStatusResponseSchema,
  consentVerifyBodySchema,
  consentVerifyResponseSchema,
  showConsentBannerResponseSchema,
  subjectIdSchema,
} from '@town/shared/consent-api';
import { badRequest } from '../../lib/http-errors.ts';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { callerSubjectId, consentLanguage, domainId, newSubjectId, type ConsentService } from './consent.service.ts';
import { consentTexts } from './consent.texts.ts';

const TAGS = ['consent'];

/** Consent writes are anonymous: a per-address limit keeps the table from being flooded. */
const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Headers the consent routes read; every other header is kept as it is. */
const consentHeadersSchema = z.looseObject({
  'x-subject-id': subjectIdSchema.optional().meta({
    description:
      "The caller's subject id (c15t's consentInfo.subjectId). Without it, the subject id in c15t's `c15t` cookie is used.",
  }),
  'accept-language': z.string().max(1024).optional(),
});

const verifyHeadersSchema = consentHeadersSchema.extend({
  dnt: z.string().max(8).optional().meta({ description: 'Do Not Track: "1" leaves only necessary granted.' }),
  'sec-gpc': z
    .string()
    .max(8)
    .optional()
    .meta({ description: 'Global Privacy Control: "1" leaves only necessary granted.' }),
});

/** The answers depend on the caller and their language (and none is stored: keepAnswersPrivate). */
function varyByCaller(reply: FastifyReply) {
  reply.header('vary', 'Accept-Language, Cookie, X-Subject-Id');
}

/**
 * /api/c15t (docs/api.md): c15t 2.x's hosted mode (/init, /subjects) and the town's
 * own consent endpoints. Same origin, no app key (the app-key plugin guards only
 * /api/v1). Every decision is stored as a consent record.
 */
export const consentRoutes: FastifyPluginAsyncZod<{ service: ConsentService }> = async (app, { service }) => {
  // Decisions name their subject: no consent answer may be kept by a cache.
  keepAnswersPrivate(app);
  app.get(
    '/api/c15t/init',
    {
      schema: {
        tags: TAGS,
        summary: "c15t's init: jurisdiction, location and the consent texts",
        description:
          'What @c15t/react asks for on every page load in hosted mode. The town is in Spain: GDPR for everyone, location ES. Texts in `lang`, else the best of Accept-Language, else English.',
        querystring: consentLanguageQuerySchema,
        headers: consentHeadersSchema,
        response: { 200: c15tInitResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      varyByCaller(reply);
      return {
        jurisdiction: TOWN_JURISDICTION.code,
        location: TOWN_LOCATION,
        translations: consentTexts(consentLanguage(request.query.lang, request.headers['accept-language'])),
        branding: 'none' as const,
      };
    },
  );

  app.post(
    '/api/c15t/subjects',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: "c15t's consent submission, stored as a consent record",
        description:
          'What @c15t/react posts when the visitor accepts, rejects or saves a selection. Only `cookie_banner` consents are taken. Preferences name known categories only; necessary cannot be refused.',
        headers: consentHeadersSchema,
        body: c15tSubjectBodySchema,
        response: { 201: c15tSubjectResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const record = await service.record(
        {
          subjectId: body.subjectId,
          externalSubjectId: body.externalSubjectId,
          domain: body.domain,
          preferences: body.preferences,
          action: body.consentAction,
          source: body.uiSource,
          jurisdiction: body.jurisdiction,
          givenAt: new Date(body.givenAt),
          metadata: body.metadata,
        },
        request,
        consentLanguage(undefined, request.headers['accept-language']),
      );
      return reply.status(201).send({
        subjectId: record.subjectId,
        consentId: record.id,
        domainId: domainId(record.domain),
        domain: record.domain,
        type: 'cookie_banner' as const,
        ...(body.metadata ? { metadata: body.metadata } : {}),
        appliedPreferences: record.preferences,
        ...(record.source ? { uiSource: record.source } : {}),
        givenAt: record.givenAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/c15t/show-consent-banner',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether to show the banner, with jurisdiction, location and texts (docs/api.md#consent)',
        description:
          "showConsentBanner is true unless the caller (X-Subject-Id, else c15t's cookie) already has a stored consent.",
        querystring: consentLanguageQuerySchema,
        headers: consentHeadersSchema,
        response: { 200: showConsentBannerResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      varyByCaller(reply);
      const stored = await service.latest(callerSubjectId(request));
      return {
        showConsentBanner: !stored,
        jurisdiction: TOWN_JURISDICTION,
        location: TOWN_LOCATION,
        branding: 'none' as const,
        translations: consentTexts(consentLanguage(request.query.lang, request.headers['accept-language'])),
      };
    },
  );

  app.post(
    '/api/c15t/consent/set',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Stores a consent decision (docs/api.md#consent)',
        description:
          "The subject is the body's subjectId, else X-Subject-Id, else c15t's cookie, else a new one (returned). metadata.acceptanceMethod is the action (all, necessary, custom); without it the action follows from the preferences.",
        headers: consentHeadersSchema,
        body: consentSetBodySchema,
        response: { 201: consentRecordResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const record = await service.record(
        {
          subjectId: body.subjectId ?? callerSubjectId(request) ?? newSubjectId(),
          domain: body.domain,
          preferences: body.preferences,
          action: body.metadata?.acceptanceMethod,
          source: body.metadata?.source,
          givenAt: new Date(),
          metadata: body.metadata ?? {},
        },
        request,
        consentLanguage(undefined, request.headers['accept-language']),
      );
      return reply.status(201).send({
        consentId: record.id,
        subjectId: record.subjectId,
        domain: record.domain,
        type: 'cookie_banner' as const,
        preferences: normalizeConsentPreferences(record.preferences),
        action: record.action,
        policyVersion: record.policyVersion,
        givenAt: record.givenAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/c15t/consent/verify',
    {
      schema: {
        tags: TAGS,
        summary: "Checks a consent condition against the caller's last stored consent (docs/api.md#consent)",
        description:
          "The caller is identified by X-Subject-Id, else the subject id in c15t's `c15t` cookie; with no stored consent only necessary is granted. DNT: 1 or Sec-GPC: 1 leaves only necessary granted. missingConsent lists the categories the condition asks for (outside a `not`) that are not granted.",
        headers: verifyHeadersSchema,
        body: consentVerifyBodySchema,
        response: { 200: consentVerifyResponseSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      varyByCaller(reply);
      try {
        return await service.verify(request.body.requiredConsent, request);
      } catch (error) {
        if (error instanceof ConsentConditionError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.get(
    '/api/c15t/status',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the consent backend answers (probed by the consent client at start)',
        response: { 200: consentStatusResponseSchema },
      },
    },
    async (_request, reply) => {
      varyByCaller(reply);
      return { status: 'ok' as const };
    },
  );
};
