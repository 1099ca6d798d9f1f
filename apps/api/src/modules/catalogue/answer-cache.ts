import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { compressed as compress, preferredEncoding, type Encoding } from '../../lib/http-encoding.ts';

export { preferredEncoding };

/**
 * How a request was answered: from the cache, built afresh, 304, or from the cache while the
 * revision could not be read (the database unreachable).
 */
export type CacheOutcome = 'hit' | 'miss' | 'not_modified' | 'stale';

interface Answer {
  revision: number;
  /** The ETag's second half, a hash of the release and key (made once, not per request). */
  tag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

interface AnswerCacheOptions {
  /** Answers kept per process; a list page is some 30 kB. */
  maxAnswers?: number;
  /** Plain bytes kept per process at most, for answers that may be large (a sitemap); unset: no limit. */
  maxBytes?: number;
  /** Part of every ETag, so that a new release never matches an old tag. */
  release?: string;
  /** Told how each request was answered (the metrics count them). */
  onAnswer?: (outcome: CacheOutcome) => void;
}

const CHANNEL = 'catalogue_changed';
/** The listener re-reads the revision this often, which also proves its connection alive. */
const RESYNC_MS = 30_000;
/** A listener query unanswered this long means a hung connection: it is dropped and made again. */
const LISTENER_QUERY_TIMEOUT_MS = 10_000;
/** Below this size an answer is sent as it is: compressing it gains nothing. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Catalogue answers are tagged and cached by the catalogue's revision, a counter PostgreSQL
 * bumps, and announces with NOTIFY, on every change to a catalogue table (migration 0001).
 * Each API process LISTENs, so it learns of a change from whichever process made it within
 * moments, without a query per request; until it listens (or while its connection is down)
 * it reads the revision on every request instead. An answer whose revision still holds is
 * sent as the bytes it was (compressed once per encoding), or as 304 Not Modified. While the
 * revision cannot be read (the database down or hanging), the answers it has are still sent.
 */
/**
 * The catalogue's revision: a counter PostgreSQL bumps, and announces with NOTIFY, on every
 * change to a catalogue table (migration 0001). Each API process LISTENs, so it learns of a
 * change from whichever process made it within moments, without a query per request; until
 * it listens (or while its connection is down) it reads the revision on every request
 * instead. Answers and pages are cached by it (docs/architecture.md#catalogue-answer-cache).
 */
export class CatalogueRevision {
  /** The revision as last heard; undefined while not listening. */
  private heard: number | undefined;
  private listener: pg.Client | undefined;
  private resync: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = 1_000;
  private closed = false;
  private readonly listeners = new Set<(revision: number) => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: { databaseUrl: string; log: FastifyBaseLogger },
  ) {}

  /** Starts listening; failures are logged and retried, never thrown. */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      query_timeout: LISTENER_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.heard = undefined;
      clearInterval(this.resync);
      client.end().catch(() => {});
      if (this.closed) return;
      this.options.log.warn({ err: error }, 'catalogue change listener lost; reading the revision per request');
      this.retry = setTimeout(() => void this.start(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.hear(Number(message.payload));
    });
    try {
      await client.connect();
      // Closed while connecting (a retry racing the app's shutdown): leave no connection behind.
      if (this.closed) return void (await client.end().catch(() => {}));
      this.listener = client;
      await client.query(`LISTEN ${CHANNEL}`);
      // Listening first, then reading: no change can fall between the two.
      this.hear(await readRevision(client));
      this.retryMs = 1_000;
      this.resync = setInterval(() => {
        readRevision(client).then((revision) => this.hear(revision), lost);
      }, RESYNC_MS).unref();
    } catch (error) {
      if (this.listener === client) lost(error);
      else {
        client.end().catch(() => {});
        if (this.closed) return;
        this.options.log.warn(
          { err: error },
          'cannot listen for catalogue changes yet; reading the revision per request',
        );
        this.retry = setTimeout(() => void this.start(), this.retryMs).unref();
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.resync);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => {});
  }

  /** Revisions only grow; notifications may arrive in any order. Listeners hear each rise, and each (re)start of listening. */
  private hear(revision: number) {
    if (!Number.isFinite(revision)) return;
    const before = this.heard;
    this.heard = Math.max(this.heard ?? 0, revision);
    // Listening anew (at the start, or after a lost connection) counts: changes may have been missed.
    if (before === undefined || this.heard > before) {
      for (const listener of this.listeners) listener(this.heard);
    }
  }

  /**
   * Calls `listener` whenever this process hears the revision rise (a change made by any
   * process): for what is kept in memory beside the caches, such as the town's profile
   * (modules/town). Answers the function that stops it.
   */
  onChange(listener: (revision: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads the revision now, after a change this process has just committed, and hears it: this
   * process's next answer shows the change at once, not when its notification arrives. (While
   * not listening, the revision is read per request anyway.)
   */
  async catchUp(): Promise<number> {
    const revision = await readRevision(this.pool);
    if (this.heard !== undefined) this.hear(revision);
    return revision;
  }

  async current(): Promise<number> {
    return this.heard ?? readRevision(this.pool);
  }
}

/**
 * Catalogue answers are tagged and cached by the catalogue's revision (CatalogueRevision).
 * An answer whose revision still holds is sent as the bytes it was (compressed once per
 * encoding), or as 304 Not Modified. While the revision cannot be read (the database down
 * or hanging), the answers it has are still sent.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, Answer>;
  private readonly release: string;

  constructor(
    private readonly revision: () => Promise<number>,
    private readonly options: AnswerCacheOptions,
  ) {
    this.answers = new LRUCache<string, Answer>({
      max: options.maxAnswers ?? 2_000,
      ...(options.maxBytes
        ? { maxSize: options.maxBytes, sizeCalculation: (answer) => answer.bodies.identity!.length + 1 }
        : {}),
    });
    this.release = options.release ?? '1';
  }

  /**
   * Answers with the JSON `build()` makes (serialised by the route's response schema), an
   * ETag, and 304 when the client's If-None-Match still holds. `key` names the answer: the
   * route and its parsed, normalised input. Routes using this turn @fastify/compress off.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) {
    return this.respond(request, reply, key, 'application/json; charset=utf-8', async () =>
      Buffer.from(String(reply.serialize(await build()))),
    );
  }

  /**
   * The same for an answer that is not JSON (a sitemap): `build()` makes its bytes, sent as
   * `type`. Routes using this turn @fastify/compress off too.
   */
  async answerBytes(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    type: string,
    build: () => Promise<string | Buffer>,
  ) {
    return this.respond(request, reply, key, type, async () => Buffer.from(await build()));
  }

  private async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    type: string,
    build: () => Promise<Buffer>,
  ) {
    let answer = this.answers.get(key);
    let revision: number;
    let outcome: CacheOutcome = 'hit';
    try {
      revision = await this.revision();
    } catch (error) {
      // The last answer this process made beats a 503; the pool reconnects by itself.
      if (!answer || !isDatabaseUnavailable(error)) throw error;
      revision = answer.revision;
      outcome = 'stale';
    }
    const tag = answer?.tag ?? digest(`${this.release}\n${key}`);
    const etag = `W/"${revision.toString(36)}-${tag}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      this.options.onAnswer?.('not_modified');
      return reply.code(304).send();
    }
    if (answer?.revision !== revision) {
      answer = { revision, tag, bodies: { identity: await build() } };
      this.answers.set(key, answer);
      outcome = 'miss';
    }
    this.options.onAnswer?.(outcome);
    const plain = answer.bodies.identity!;
    const encoding =
      plain.length < COMPRESS_FROM_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
    const body = (answer.bodies[encoding] ??= compress(plain, encoding));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type(type).send(body);
  }
}

function readRevision(client: pg.Pool | pg.Client): Promise<number> {
  return client
    .query<{ revision: string }>({
      name: 'catalogue_revision',
      text: 'select revision from catalogue_revision where id = 1',
    })
    .then((result) => Number(result.rows[0]?.revision ?? 0));
}

const digest = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

/** If-None-Match: a list of tags, weak or strong (compared weakly, RFC 9110 §13.1.2), or "*". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/** A stable text for an object's entries, whatever their order. */
export function stableKey(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  );
}
