import type { FastifyBaseLogger } from 'fastify';
import { retentionCutoffs } from '@town/shared/retention';

/**
 * What the clean-up asks of the modules that own the data: each deletes its own rows
 * (this module owns no table) and says how many went.
 */
export interface RetentionDeps {
  accounts: { deleteExpiredPasswordResets(): Promise<number>; deleteExpiredEmailVerifications(): Promise<number> };
  mail: { deleteMailCreatedBefore(cutoff: Date): Promise<number> };
  messages: { deleteMessagesReceivedBefore(cutoff: Date): Promise<number> };
  consent: {
    deleteRecordsPastRetention(cutoffs: { replacedBefore: Date; recordedBefore: Date }): Promise<number>;
  };
  log: FastifyBaseLogger;
}

/** Rows deleted by one clean-up, per kind. */
export interface CleanUpReport {
  passwordResets: number;
  emailVerifications: number;
  sentMail: number;
  contactMessages: number;
  consentRecords: number;
}

/** Deletes personal data past the periods the privacy policy promises (docs/rules.md). */
export function createRetentionService({ accounts, mail, messages, consent, log }: RetentionDeps) {
  return {
    async cleanUp(now: Date = new Date()): Promise<CleanUpReport> {
      const cutoffs = retentionCutoffs(now);
      const report: CleanUpReport = {
        passwordResets: await accounts.deleteExpiredPasswordResets(),
        emailVerifications: await accounts.deleteExpiredEmailVerifications(),
        sentMail: await mail.deleteMailCreatedBefore(cutoffs.sentMailCreatedBefore),
        contactMessages: await messages.deleteMessagesReceivedBefore(cutoffs.contactMessagesReceivedBefore),
        consentRecords: await consent.deleteRecordsPastRetention({
          replacedBefore: cutoffs.consentReplacedBefore,
          recordedBefore: cutoffs.consentRecordedBefore,
        }),
      };
      log.info({ deleted: report }, 'retention clean-up done');
      return report;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
