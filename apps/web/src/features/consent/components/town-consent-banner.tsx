import { ConsentBanner } from '@c15t/react';
import type { CSSProperties } from 'react';

/** The privacy page, which the provider's options point to. */
export const LEGAL_LINKS = ['privacyPolicy'] as const;

const CARD_SHELL: CSSProperties = {
  width: 'min(100%, var(--consent-banner-max-width, 32rem), 32rem)',
  display: 'flex',
  flexDirection: 'column',
  pointerEvents: 'auto',
};

/**
 * c15t's root is a fixed box as wide as the window (with padding around the card). Left to
 * itself it takes every click over the bottom of the page, so buttons beside the card
 * would do nothing: only the card may catch the pointer.
 */
const PASS_THROUGH_ROOT: CSSProperties = { pointerEvents: 'none' };

/**
 * The banner of docs/product.md#consent: title, description, reject all, accept all, customize. Composed
 * from c15t's parts rather than its ready-made banner, whose own error boundary would
 * show an untranslated message: ours (ConsentErrorBoundary) shows the page's language.
 * A non-modal card (no focus trap, no overlay): the page stays usable behind it.
 * Reject and accept weigh the same, as the GDPR expects of a fair choice.
 */
export function TownConsentBanner() {
  return (
    <ConsentBanner.Root trapFocus={false} scrollLock={false} style={PASS_THROUGH_ROOT}>
      {/* c15t's own width (at most 32rem, docs/rules.md#consent), which its ready-made banner sets on a wrapper. */}
      <div style={CARD_SHELL}>
        <ConsentBanner.Card role="region" tabIndex={-1}>
          <ConsentBanner.Header>
            <ConsentBanner.Title />
            <ConsentBanner.Description legalLinks={[...LEGAL_LINKS]} />
          </ConsentBanner.Header>
          <ConsentBanner.Footer>
            <ConsentBanner.FooterSubGroup>
              <ConsentBanner.RejectButton />
              <ConsentBanner.AcceptButton />
            </ConsentBanner.FooterSubGroup>
            <ConsentBanner.CustomizeButton />
          </ConsentBanner.Footer>
        </ConsentBanner.Card>
      </div>
    </ConsentBanner.Root>
  );
}
