import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

/**
 * The page's own texts of one language and namespace, read where the page reads them, so
 * a test checks the page in that language: `text('dialog.title', { count: 2 })`.
 */
export function localeTexts(lang: string, ns: string) {
  const tree = JSON.parse(
    readFileSync(new URL(`../../apps/web/public/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Tree;
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
    if (typeof text !== 'string') throw new Error(`No text ${lang}/${ns}:${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}
