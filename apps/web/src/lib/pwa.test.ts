import { describe, expect, it } from 'vitest';
import { whenPageIdle } from './pwa.ts';

/** A window whose load event and idle callbacks the test fires itself. */
function testWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = Object.assign(events, {
    document: { readyState },
    requestIdleCallback: withIdleCallback ? (fn: () => void) => idle.push(fn) : undefined,
    setTimeout: (fn: () => void) => timers.push(fn),
  }) as unknown as Window;
  return { win, idle, timers, load: () => events.dispatchEvent(new Event('load')) };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { win, idle, load } = testWindow('interactive');
    let ran = 0;
    whenPageIdle(() => ran++, win);
    expect(idle).toHaveLength(0);
    load();
    expect(idle).toHaveLength(1);
    expect(ran).toBe(0);
    idle[0]!();
    expect(ran).toBe(1);
  });

  it('on a page already loaded waits for idle only; without idle callbacks, a timer', () => {
    const loaded = testWindow('complete');
    whenPageIdle(() => {}, loaded.win);
    expect(loaded.idle).toHaveLength(1);
    const old = testWindow('complete', false);
    let ran = 0;
    whenPageIdle(() => ran++, old.win);
    old.timers[0]!();
    expect(ran).toBe(1);
  });
});
