import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared';
import {
  applyPrivacySignals,
  CONSENT_DEFAULT_LANGUAGE,
  CONSENT_POLICY_VERSION,
  CONSENT_STORE_SETTINGS,
  consentActionFor,
  defaultConsentState,
  normalizeConsentPreferences,
  SUBJECT_ID_PATTERN,
  subjectIdFromC15tCookie,
  TOWN_JURISDICTION,
  verifyConsent,
  type ConsentAction,
  type ConsentCategory,
  type ConsentState,
  type ConsentVerification,
} from '@town/shared/consent';
import { SUBJECT_ID_HEADER } from '@town/shared/consent-api';
import type { Database } from '../../db/client.ts';
import type { ConsentRecord } from '../../db/schema/consent.ts';
import {
  deleteConsentRecordsPastRetention,
  findLatestConsentRecord,
  insertConsentRecord,
} from './consent.repository.ts';

/**
 * The language of the consent texts: `lang` when it names one of ours, else the
 * best of Accept-Language, else the widget's default (en, docs/rules.md).
 */
export function consentLanguage(lang: string | undefined, acceptLanguage: string | undefined): Language {
  const fromQuery = lang?.slice(0, 2).toLowerCase();
  if (fromQuery && (SUPPORTED_LANGUAGES as readonly string[]).includes(fromQuery)) return fromQuery as Language;
  if (!acceptLanguage) return CONSENT_DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(SUPPORTED_LANGUAGES);
  return (best as Language | undefined) ?? CONSENT_DEFAULT_LANGUAGE;
}

/**
 * A keyed hash of the IP address: the same address gives the same hash (so a record
 * can be matched to a visit when the town must prove it), but the address cannot be
 * recovered by hashing all four billion IPv4 addresses without the server's secret.
 */
export function hashIp(ip: string, secret: string): string {
  const key = createHash('sha256').update(`consent-ip:${secret}`).digest();
  return createHmac('sha256', key).update(ip).digest('hex');
}

/**
 * The browser family only, never the full user agent (data minimisation). Coarse
 * on purpose: the order matters because Edge and Opera also say "Chrome", and
 * Chrome also says "Safari".
 */
export function userAgentFamily(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const families: [RegExp, string][] = [
    [/bot|crawler|spider|crawling|headless/i, 'Bot'],
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return families.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** The caller's subject id: the X-Subject-Id header, else the one c15t keeps in its `c15t` cookie. */
export function callerSubjectId(request: FastifyRequest): string | undefined {
  const header = request.headers[SUBJECT_ID_HEADER];
  if (typeof header === 'string' && header.length <= 64 && SUBJECT_ID_PATTERN.test(header)) return header;
  return subjectIdFromC15tCookie(request.cookies?.c15t);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A new subject id in c15t's format, for a client that did not bring one. */
export function newSubjectId(): string {
  let n = BigInt(`0x${randomBytes(20).toString('hex')}`);
  let text = '';
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text;
    n /= 58n;
  }
  return `sub_${text || BASE58[0]}`;
}

/** An opaque, stable id for a domain (c15t's answer names one; we keep no domains table). */
export function domainId(domain: string): string {
  return `dom_${createHash('sha256').update(domain.toLowerCase()).digest('base64url').slice(0, 16)}`;
}

export interface ConsentDecision {
  subjectId: string;
  externalSubjectId?: string;
  domain: string;
  preferences: Partial<Record<ConsentCategory, boolean>>;
  /** What the client says the visitor did; derived from the preferences when absent. */
  action?: ConsentAction;
  source?: string;
  jurisdiction?: string;
  givenAt: Date;
  metadata?: Record<string, string | number | boolean | null>;
}

interface Deps {
  db: Database;
  /** The server secret the IP hash is keyed with. */
  secret: string;
}

export function createConsentService({ db, secret }: Deps) {
  return {
    /** Stores a decision as a new record, with what proves it and nothing more. */
    async record(decision: ConsentDecision, request: FastifyRequest, language: Language): Promise<ConsentRecord> {
      const preferences = normalizeConsentPreferences(decision.preferences);
      return insertConsentRecord(db, {
        subjectId: decision.subjectId,
        externalSubjectId: decision.externalSubjectId ?? null,
        domain: decision.domain.toLowerCase(),
        type: 'cookie_banner',
        preferences,
        action: decision.action ?? consentActionFor(preferences),
        source: decision.source ?? null,
        jurisdiction: decision.jurisdiction ?? TOWN_JURISDICTION.code,
        language,
        policyVersion: CONSENT_POLICY_VERSION,
        givenAt: decision.givenAt,
        ipHash: request.ip ? hashIp(request.ip, secret) : null,
        userAgentFamily: userAgentFamily(request.headers['user-agent']),
        metadata: decision.metadata ?? {},
      });
    },

    latest(subjectId: string | undefined): Promise<ConsentRecord | undefined> {
      return subjectId ? findLatestConsentRecord(db, subjectId) : Promise.resolve(undefined);
    },

    /**
     * Verifies a condition against the caller's last stored consent (only necessary
     * when there is none). A Do Not Track or Global Privacy Control signal on the
     * request leaves only necessary granted (docs/rules.md). Throws ConsentConditionError.
     */
    async verify(requiredConsent: unknown, request: FastifyRequest): Promise<ConsentVerification> {
      const record = await this.latest(callerSubjectId(request));
      const stored: ConsentState = record ? normalizeConsentPreferences(record.preferences) : defaultConsentState();
      const signals = {
        doNotTrack: headerValue(request, 'dnt'),
        globalPrivacyControl: headerValue(request, 'sec-gpc'),
      };
      const effective = applyPrivacySignals(stored, signals, {
        honorDoNotTrack: CONSENT_STORE_SETTINGS.privacySettings.honorDoNotTrack,
      });
      return verifyConsent(requiredConsent, effective);
    },

    /** Retention: records whose choice stopped applying before the cutoffs are deleted; how many went. */
    deleteRecordsPastRetention: (cutoffs: { replacedBefore: Date; recordedBefore: Date }) =>
      deleteConsentRecordsPastRetention(db, cutoffs),
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
