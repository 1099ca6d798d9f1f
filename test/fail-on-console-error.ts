import { afterEach, beforeEach } from 'vitest';

// Any console.error during a test fails it (Epic Stack's habit): errors must be expected and asserted.
// A plain replacement rather than vi.spyOn, so a test's vi.restoreAllMocks() cannot switch it off.
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0) {
    const first = errors[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s) during the test: ${first}`);
  }
});
