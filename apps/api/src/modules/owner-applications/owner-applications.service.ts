import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@town/shared';
import type { AdminOwnerApplication, OwnerApplicationStatus } from '@town/shared/admin';
import { ACCOUNT_ERROR_CODES } from '@town/shared/accounts';
import type { MyOwnerApplication, OwnerApplicationBody } from '@town/shared/owner-applications';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { applicationDecisionMail, type ApplicationDecision } from './owner-applications.mail.ts';
import {
  decideApplication,
  findApplicationForUpdate,
  findLatestApplication,
  insertApplication,
  listApplications,
} from './owner-applications.repository.ts';

/** The town hall's list shows at most this many applications: every pending one first. */
export const APPLICATIONS_LIMIT = 200;

interface Deps {
  db: Database;
  accounts: Pick<AccountsService, 'profilesOf' | 'grantOwner'>;
  audit: AuditService;
  mailer: FastifyInstance['mailer'];
  config: Pick<AppConfig, 'publicUrl'>;
}

/** Applying to be an owner, and the town hall's decisions (docs/listings.md#becoming-an-owner). */
export function createOwnerApplicationsService({ db, accounts, audit, mailer, config }: Deps) {
  /**
   * Decides a pending application in one transaction: its status, the role when approved, the
   * audit entry and the applicant's mail, so that none exists without the others.
   */
  async function decide(actor: AuthUser, id: string, decision: ApplicationDecision) {
    const status = decision.kind;
    await db.transaction(async (tx) => {
      const application = await findApplicationForUpdate(tx, id);
      if (!application) throw notFound('No such application');
      if (application.status !== 'pending') {
        throw conflict(ERROR_CODES.applicationDecided, `This application was already ${application.status}`);
      }
      const applicant = (await accounts.profilesOf([application.userId], tx)).get(application.userId);
      if (!applicant) throw notFound('The account that applied no longer exists');
      const role = status === 'approved' ? await accounts.grantOwner(application.userId, tx) : undefined;
      const reason = decision.kind === 'rejected' ? decision.reason : null;
      await decideApplication(tx, id, { status, reason, decidedBy: actor.id });
      await audit.record(
        {
          actorId: actor.id,
          action: `application.${status === 'approved' ? 'approve' : 'reject'}`,
          targetType: 'application',
          targetId: id,
          before: { status: 'pending', ...(role && { role: role.before }) },
          after: { status, ...(role && { role: role.after }), ...(reason && { reason }) },
        },
        tx,
      );
      await mailer.write(
        tx,
        applicationDecisionMail(decision, {
          to: applicant.email,
          name: applicant.name,
          language: applicant.language,
          businessName: application.businessName,
          publicUrl: config.publicUrl,
        }),
      );
    });
    mailer.deliverSoon();
    return { id, status };
  }

  return {
    /**
     * A signed-in user applies; one pending application at a time, none once an owner, and only
     * from an account whose address is verified: the town hall writes to it about the business.
     */
    async apply(user: AuthUser, body: OwnerApplicationBody): Promise<{ id: string; status: 'pending' }> {
      if (user.role !== 'user') throw conflict(ERROR_CODES.alreadyOwner, 'This account can already run listings');
      if (!(await accounts.profilesOf([user.id])).get(user.id)?.emailVerified) {
        throw new HttpError(
          403,
          ACCOUNT_ERROR_CODES.emailNotVerified,
          'Verify your e-mail address first: open the link we mailed you, or ask for a new one',
        );
      }
      // An empty message is no message.
      const row = await insertApplication(db, { userId: user.id, ...body, message: body.message || undefined });
      if (!row) throw conflict(ERROR_CODES.applicationPending, 'An application of this account is already pending');
      return { id: row.id, status: 'pending' };
    },

    /** The user's latest application, to show where it stands. */
    async latest(userId: string): Promise<MyOwnerApplication> {
      const row = await findLatestApplication(db, userId);
      return {
        application: row
          ? {
              id: row.id,
              status: row.status,
              businessName: row.businessName,
              reason: row.reason,
              createdAt: row.createdAt.toISOString(),
            }
          : null,
      };
    },

    /** The town hall's list, with each applicant's e-mail and name (an account gone: blank). */
    async list(status: OwnerApplicationStatus | undefined): Promise<AdminOwnerApplication[]> {
      const rows = await listApplications(db, status, APPLICATIONS_LIMIT);
      const people = await accounts.profilesOf(rows.map((row) => row.userId));
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        email: people.get(row.userId)?.email ?? '',
        name: people.get(row.userId)?.name ?? '',
        businessName: row.businessName,
        taxId: row.taxId,
        phone: row.phone,
        message: row.message,
        status: row.status,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    approve: (actor: AuthUser, id: string) => decide(actor, id, { kind: 'approved' }),

    reject: (actor: AuthUser, id: string, reason: string) => decide(actor, id, { kind: 'rejected', reason }),
  };
}

export type OwnerApplicationsService = ReturnType<typeof createOwnerApplicationsService>;
