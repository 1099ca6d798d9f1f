import type { Language } from '@town/shared';
import { ca } from './ca.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { eu } from './eu.ts';
import type { PhraseBank } from './facts.ts';
import { fr } from './fr.ts';
import { gl } from './gl.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/** Every language's phrase bank; the type makes a missing language a compile error. */
export const PHRASE_BANKS: Record<Language, PhraseBank> = { es, ca, eu, gl, en, fr, de, it, pt };
