/**
 * Sessions of a password-protected Greenhouse, kept in the database (the `Session` model) so
 * that signing out revokes a cookie on every app instance sharing that database. The cookie
 * carries a random token (lib/server/auth.ts); a row keeps only its SHA-256.
 */
import { getDb, type Db } from "../db";
import { newSessionToken, sessionId, SESSION_DAYS } from "../auth";

export interface SessionStore {
  /** Starts a session valid for {@link SESSION_DAYS} (of an account on a team server); returns the token for the cookie. */
  create(now: number, userId?: string): Promise<string>;
  /** The account of a valid session on a team server; null when the session is gone, expired or has no account. */
  accountOf?(token: string, now: number): Promise<string | null>;
  /** Whether `token` is a session that exists and has not expired. */
  isValid(token: string, now: number): Promise<boolean>;
  /** Ends the session of `token` (no error when it is already gone). */
  revoke(token: string): Promise<void>;
}

/** The store on the app's database (`getDb()` unless `db` is given). */
export function databaseSessions(db: () => Db = () => getDb()): SessionStore {
  return {
    async create(now, userId) {
      const token = newSessionToken();
      const client = db();
      // Forget expired sessions while here: sign-ins are rare, so this costs nothing noticeable.
      await client.session.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
      await client.session.create({ data: { id: sessionId(token), createdAt: new Date(now), expiresAt: new Date(now + SESSION_DAYS * 24 * 3600 * 1000), userId: userId ?? null } });
      return token;
    },
    async isValid(token, now) {
      const row = await db().session.findUnique({ where: { id: sessionId(token) }, select: { expiresAt: true } });
      return row !== null && row.expiresAt.getTime() > now;
    },
    async accountOf(token, now) {
      const row = await db().session.findUnique({ where: { id: sessionId(token) }, select: { expiresAt: true, userId: true } });
      return row !== null && row.expiresAt.getTime() > now ? row.userId : null;
    },
    async revoke(token) {
      await db().session.deleteMany({ where: { id: sessionId(token) } });
    },
  };
}
