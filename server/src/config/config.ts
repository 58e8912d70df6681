/** The one place that reads the environment. */
export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  /** Connections per node to DATABASE_URL (the embedded database has one). */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string | undefined;
  linkSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  eventName: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  tlsCertFile: string | undefined;
  tlsKeyFile: string | undefined;
  httpsPort: number;
  uploadMaxBytes: number;
  uploadMaxRows: number;
  rateLimitLogin: number;
  rateLimitPublic: number;
  /** Lecture check-ins per minute per IP: a whole hall may share the venue Wi-Fi's one address. */
  rateLimitCheckin: number;
  /** Open lookups per minute per IP (the attendee's QR page, a lecture's check-in page). */
  rateLimitLookup: number;
  /** Redis for cross-node live pushes instead of PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** At most one live push per room per this many milliseconds. */
  livePushIntervalMs: number;
  /** How often the live leader reads the log for new events. */
  livePollMs: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env.PORT, 3000);
  return {
    port,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: Math.max(2, intFrom(env.DATABASE_POOL_SIZE, 10)),
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    jwtSecret: nonEmpty(env.JWT_SECRET),
    linkSecret: nonEmpty(env.LINK_SECRET),
    adminUsername: nonEmpty(env.ADMIN_USERNAME) ?? 'admin',
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    eventName: nonEmpty(env.EVENT_NAME) ?? '데모 행사',
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'no-reply@localhost',
    tlsCertFile: nonEmpty(env.TLS_CERT_FILE),
    tlsKeyFile: nonEmpty(env.TLS_KEY_FILE),
    httpsPort: intFrom(env.HTTPS_PORT, 8443),
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 20 * 1024 * 1024),
    uploadMaxRows: intFrom(env.UPLOAD_MAX_ROWS, 100_000),
    rateLimitLogin: intFrom(env.RATE_LIMIT_LOGIN, 10),
    rateLimitPublic: intFrom(env.RATE_LIMIT_PUBLIC, 60),
    rateLimitCheckin: intFrom(env.RATE_LIMIT_CHECKIN, 600),
    rateLimitLookup: intFrom(env.RATE_LIMIT_LOOKUP, 600),
    redisUrl: nonEmpty(env.REDIS_URL),
    livePushIntervalMs: intFrom(env.LIVE_PUSH_INTERVAL_MS, 150),
    livePollMs: Math.max(5, intFrom(env.LIVE_POLL_MS, 25)),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
