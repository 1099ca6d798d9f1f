import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { CONSENT_BANNER_FAILURE_TEXT } from '@town/shared/consent-translations';

const root = join(import.meta.dirname, '../../../public/locales');

describe('consent namespace', () => {
  // The failure note shows when the consent chunk itself cannot load, so it cannot read
  // consent-translations.ts; its copy in consent.json must stay the same words.
  it.each(SUPPORTED_LANGUAGES)("%s: the failure text is consent-translations.ts's", (lang) => {
    const texts = JSON.parse(readFileSync(join(root, lang, 'consent.json'), 'utf8')) as Record<string, string>;
    expect(texts.bannerFailure).toBe(CONSENT_BANNER_FAILURE_TEXT[lang]);
  });
});
