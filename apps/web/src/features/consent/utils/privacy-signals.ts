import { hasPrivacySignal, type PrivacySignals } from '@town/shared/consent';

/** Do Not Track and Global Privacy Control as this browser reports them (docs/rules.md#consent). */
export function browserPrivacySignals(): PrivacySignals {
  if (typeof navigator === 'undefined') return {};
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return {
    doNotTrack: nav.doNotTrack ?? win?.doNotTrack ?? nav.msDoNotTrack ?? null,
    globalPrivacyControl: nav.globalPrivacyControl ?? null,
  };
}

/** With either signal on, only necessary counts as granted, whatever the visitor chose. */
export function browserAsksNotToTrack(): boolean {
  return hasPrivacySignal(browserPrivacySignals());
}
