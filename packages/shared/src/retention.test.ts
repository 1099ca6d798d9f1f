import { describe, expect, it } from 'vitest';
import { retentionCutoffs } from './retention.ts';

describe('retention cutoffs', () => {
  const now = new Date('2027-03-10T02:30:00Z');
  const cutoffs = retentionCutoffs(now);

  it('keeps contact messages two years and copies of mail one year', () => {
    expect(cutoffs.contactMessagesReceivedBefore.toISOString()).toBe('2025-03-10T02:30:00.000Z');
    expect(cutoffs.sentMailCreatedBefore.toISOString()).toBe('2026-03-10T02:30:00.000Z');
  });

  it('keeps a consent record three years after a newer choice replaced it', () => {
    expect(cutoffs.consentReplacedBefore.toISOString()).toBe('2024-03-10T02:30:00.000Z');
  });

  it('keeps a consent record three years after its choice lapsed, 365 days after it was made', () => {
    expect(cutoffs.consentRecordedBefore.toISOString()).toBe('2023-03-11T02:30:00.000Z');
  });
});
