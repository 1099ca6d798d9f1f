import { describe, expect, it } from 'vitest';
import { logoSizeFor } from './logo.tsx';

describe('logo size', () => {
  it('picks the smallest listed size covering the container', () => {
    expect(logoSizeFor(10)).toBe(32);
    expect(logoSizeFor(32)).toBe(32);
    expect(logoSizeFor(33)).toBe(64);
    expect(logoSizeFor(500)).toBe(512);
    expect(logoSizeFor(5000)).toBe(1500);
  });
});
