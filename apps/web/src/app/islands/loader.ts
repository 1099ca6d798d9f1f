/**
 * The script of a public page (docs/decisions/021-islands.md). The page is the server's HTML,
 * whole and working (links, forms); this finds its islands and hydrates each when it is
 * needed, loading React and the island's code only then. What the visitor does before an
 * island is ready is not lost: a click is replayed once it is, and what was typed is given
 * back to it.
 */
import { isRouteLanguage } from '@town/shared/languages';
import { rememberLanguage } from '../../lib/language.ts';
import { PERSONAL_STORAGE_KEYS } from '../../lib/personal-storage.ts';
import {
  hasPendingConsentWork,
  markConsentAsked,
  readStoredConsents,
  storedDecisionAllowsAnalytics,
} from '../../features/consent/utils/stored-consent.ts';
import { installNetworkBlocker } from '../../features/consent/utils/network-blocker.ts';
import { browserAsksNotToTrack } from '../../features/consent/utils/privacy-signals.ts';
import type { HydrateWhen } from '../../components/island.tsx';

type IslandElement = HTMLElement & {
  dataset: { island: string; when?: HydrateWhen; needs?: string; script?: string; props?: string };
};

const hydrated = new WeakMap<Element, Promise<void>>();

function isPersonal(): boolean {
  try {
    return PERSONAL_STORAGE_KEYS.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields typed into or changed before their island was hydrated, with their value then. */
const typed = new Map<Field, string>();

/** The value the server's HTML gave a field. */
function serverValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return chosen?.value ?? '';
}

function hydrate(island: IslandElement): Promise<void> {
  let done = hydrated.get(island);
  if (!done) {
    done = (async () => {
      // The islands this one works with (the cookie settings button opens the consent layer's dialog).
      const needs = (island.dataset.needs ?? '').split(' ').filter(Boolean);
      await Promise.all(
        needs.flatMap((name) =>
          [...document.querySelectorAll<IslandElement>(`town-island[data-island="${name}"]`)].map(hydrate),
        ),
      );
      if (island.dataset.script !== undefined) {
        // A script island runs its own script on the server's HTML: no React.
        const { SCRIPT_ISLANDS, isScriptIslandName } = await import('./script-islands.ts');
        const name = island.dataset.island;
        if (!isScriptIslandName(name)) throw new Error(`No script island called ${name}`);
        (await SCRIPT_ISLANDS[name]())(island, JSON.parse(island.dataset.props ?? '{}'));
        island.dataset.hydrated = 'true';
        return;
      }
      const runtime = await import('./runtime.tsx');
      const hydrateNow = await runtime.prepareIsland(island);
      // React hydrates against the server's values: what was typed meanwhile is set aside…
      const fields = [...typed.keys()].filter((field) => island.contains(field));
      for (const field of fields) field.value = serverValue(field);
      await hydrateNow();
      island.dataset.hydrated = 'true';
      // The focus came before React: it is told now, as if it had just come (a field's onFocus).
      const focused = document.activeElement;
      if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // …and given back as if typed now, so the component's state has it.
      for (const field of fields) {
        const value = typed.get(field) ?? '';
        typed.delete(field);
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
        setter?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    })();
    hydrated.set(island, done);
  }
  return done;
}

/** The outermost island holding this node, if it is not hydrated yet. */
function waitingIsland(node: EventTarget | null): IslandElement | undefined {
  if (!(node instanceof Element)) return undefined;
  let island: IslandElement | undefined;
  for (let at = node.closest<IslandElement>('town-island'); at; at = at.parentElement?.closest('town-island') ?? null) {
    island = at;
  }
  return island && !island.dataset.hydrated ? island : undefined;
}

function onClick(event: MouseEvent) {
  const island = waitingIsland(event.target);
  if (!island) return;
  const target = event.target as Element;
  // A plain link goes where it points, as without script.
  if (target.closest('a[href]') && !target.closest('button, [role="button"]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The control clicked (an icon inside a button is an SVG element, which has no click()).
  const control = target.closest<HTMLElement>('button, [role="button"], a, label, input, select, summary') ?? target;
  typeAhead.waiting += 1;
  void hydrate(island).then(async () => {
    if (control instanceof HTMLElement) control.click();
    else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await typeAhead.deliver();
  });
}

/**
 * Keys typed while a click waits for its island (the search button, then the place's name at
 * once): held, then typed into the field the click opened, if it opened one.
 */
const typeAhead = {
  waiting: 0,
  keys: [] as string[],
  async deliver() {
    this.waiting -= 1;
    if (this.waiting > 0 || this.keys.length === 0) return;
    const text = this.keys.join('');
    this.keys = [];
    // The field may take a moment to open and take the focus (its own code loads when first used).
    for (let tries = 0; tries < 50; tries++) {
      const field = document.activeElement;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
        setter?.call(field, field.value + text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};

function onKeyDown(event: KeyboardEvent) {
  if (typeAhead.waiting === 0 || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return;
  event.preventDefault();
  typeAhead.keys.push(event.key);
}

function onFocus(event: FocusEvent) {
  const island = waitingIsland(event.target);
  if (island) void hydrate(island);
}

/** A value typed or chosen: kept for the island, which it wakes (a choice may come without focus first). */
function onInput(event: Event) {
  const field = event.target;
  const isField =
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  if (!isField) return;
  const island = waitingIsland(field);
  if (!island) return;
  typed.set(field, field.value);
  void hydrate(island);
}

/** Starts fetching an island's code as soon as a finger or pointer comes down on it. */
function onPointerDown(event: Event) {
  const island = waitingIsland(event.target);
  if (island && island.dataset.script === undefined) void import('./runtime.tsx');
}

function start() {
  // First of all: what consent has not allowed is held back (docs/product.md#consent).
  installNetworkBlocker({ privacySignal: browserAsksNotToTrack() });
  // A page loaded whole runs no router: the language it shows is remembered here (docs/rules.md#languages).
  const lang = document.documentElement.lang;
  if (isRouteLanguage(lang)) rememberLanguage(lang);
  const afterLoad = () => void import('./after-load.ts').then((m) => m.afterLoad(lang));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });

  const personal = isPersonal();
  // As the consent layer decides (features/consent/components/consent-layer.tsx): the server's banner shows
  // while no decision is stored; c15t starts at once only when it owes our API a decision or may have
  // analytics to load, else at the visitor's choice.
  const stored = readStoredConsents();
  markConsentAsked(stored);
  const consentNeeded = hasPendingConsentWork() || storedDecisionAllowsAnalytics(stored, browserAsksNotToTrack());
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const island = entry.target.parentElement?.closest<IslandElement>('town-island');
      if (!entry.isIntersecting || !island) continue;
      for (const child of island.children) visible.unobserve(child);
      void hydrate(island);
    }
  });
  const atOnce: Promise<void>[] = [];
  for (const island of document.querySelectorAll<IslandElement>('town-island')) {
    // An island inside another is hydrated with it.
    if (island.parentElement?.closest('town-island')) continue;
    const when = island.dataset.when ?? 'interaction';
    if (when === 'load' || (when === 'personal' && personal) || (when === 'consent' && consentNeeded)) {
      atOnce.push(hydrate(island));
    } else if (when === 'visible') {
      // The island has no box of its own (`display: contents`): what it shows is watched.
      for (const child of island.children) visible.observe(child);
    } else if (when === 'offline') {
      if (navigator.onLine) window.addEventListener('offline', () => void hydrate(island), { once: true });
      else atOnce.push(hydrate(island));
    }
  }
  // Browser tests wait for this: the page's handlers are in place, and what must be hydrated at once is.
  void Promise.allSettled(atOnce).then(() => {
    document.documentElement.dataset.ready = 'true';
  });
}

start();
