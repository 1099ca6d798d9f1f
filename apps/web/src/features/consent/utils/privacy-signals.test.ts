import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAsksNotToTrack, browserPrivacySignals } from './privacy-signals.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubNavigator(values: Record<string, unknown>) {
  vi.stubGlobal('navigator', { ...values });
}

describe('browser privacy signals', () => {
  it('reads Do Not Track and Global Privacy Control from the browser', () => {
    stubNavigator({ doNotTrack: '1', globalPrivacyControl: false });
    expect(browserPrivacySignals()).toEqual({ doNotTrack: '1', globalPrivacyControl: false });
  });

  it.each([
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{}, false],
  ])('%j → asks not to track: %s', (values, expected) => {
    stubNavigator(values);
    expect(browserAsksNotToTrack()).toBe(expected);
  });
});
