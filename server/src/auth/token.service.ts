import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SecretsService } from './secrets.service.js';
import type { AdminPrincipal } from './admin-principal.js';
import type { BoothPrincipal } from './booth-principal.js';
import type { DeskPrincipal } from './desk-principal.js';

/** Admin sessions last a working day. */
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** A booth phone stays logged in for a show day and its evening. */
export const BOOTH_TOKEN_TTL_SECONDS = 24 * 60 * 60;

interface BoothClaims {
  sub: string;
  eventId: number;
  /** The booth's credentials version when the token was made: a new password or login id ends it. */
  cv: number;
  role: 'booth';
}

/** A desk laptop's session (a working day) or a kiosk started from it (the show day and its evening). */
interface DeskClaims {
  sub: string;
  eventId: number;
  /** The desk's credentials version when the token was made: a new password or login id ends it. */
  cv: number;
  role: 'desk' | 'kiosk';
}

/** A desk laptop stays logged in for a working day, a kiosk for a show day and its evening. */
export const DESK_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const KIOSK_TOKEN_TTL_SECONDS = 24 * 60 * 60;

interface AdminClaims {
  sub: string;
  /** An event admin's event; an organiser's current event. */
  eventId: number;
  name: string;
  role: 'admin' | 'organiser';
  /** The account's credentials version (absent in tokens made before it existed: 0). */
  cv?: number;
}

/** The roles a token of this server can carry. */
export const STAFF_ROLES = ['admin', 'organiser', 'booth', 'desk', 'kiosk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Tokens whose signature was checked, kept at most: a phone sends the same token with every scan. */
const VERIFIED_KEPT = 10_000;

@Injectable()
export class TokenService {
  private keyOf?: { secret: string; key: KeyObject };
  /**
   * Tokens already verified, with their claims, until they expire: the signature of a token string does not
   * change, so checking it once per token instead of once per request saves an HMAC and a JSON parse.
   */
  private readonly verified = new Map<string, { key: string; claims: object; expiresAt: number }>();

  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  /**
   * The signing key as a KeyObject, made once: given the secret as text, jsonwebtoken first tries (and fails)
   * to read it as a public key on every call, which cost more than the rest of a request's token check.
   * (@nestjs/jwt passes the key on as it is; its typings only name strings and buffers.)
   */
  private get key(): string {
    const secret = this.secrets.get('jwt');
    if (this.keyOf?.secret !== secret) this.keyOf = { secret, key: createSecretKey(Buffer.from(secret)) };
    return this.keyOf.key as unknown as string;
  }

  signAdmin(principal: AdminPrincipal): string {
    const claims: AdminClaims = {
      sub: String(principal.adminId),
      eventId: principal.eventId,
      name: principal.name,
      role: principal.organiser ? 'organiser' : 'admin',
      cv: principal.credentialsVersion,
    };
    return this.jwt.sign(claims, { secret: this.key, expiresIn: ADMIN_TOKEN_TTL_SECONDS });
  }

  signBooth(principal: BoothPrincipal): string {
    const claims: BoothClaims = {
      sub: String(principal.boothId),
      eventId: principal.eventId,
      cv: principal.credentialsVersion,
      role: 'booth',
    };
    return this.jwt.sign(claims, { secret: this.key, expiresIn: BOOTH_TOKEN_TTL_SECONDS });
  }

  /** The claims of a valid, unexpired booth token (still to be checked against the booth); undefined otherwise. */
  verifyBooth(token: string): BoothPrincipal | undefined {
    const claims = this.verify<BoothClaims>(token);
    if (claims?.role !== 'booth' || !Number.isInteger(claims.eventId) || !Number.isInteger(claims.cv))
      return undefined;
    return { boothId: Number(claims.sub), eventId: claims.eventId, credentialsVersion: claims.cv };
  }

  /** A desk's session token, or (`kiosk`) the token of a kiosk started from that desk. */
  signDesk(principal: DeskPrincipal, role: 'desk' | 'kiosk'): string {
    const claims: DeskClaims = {
      sub: String(principal.deskId),
      eventId: principal.eventId,
      cv: principal.credentialsVersion,
      role,
    };
    const expiresIn = role === 'desk' ? DESK_TOKEN_TTL_SECONDS : KIOSK_TOKEN_TTL_SECONDS;
    return this.jwt.sign(claims, { secret: this.key, expiresIn });
  }

  /** The claims of a valid, unexpired desk (or kiosk) token, still to be checked against the desk. */
  verifyDesk(token: string, role: 'desk' | 'kiosk'): DeskPrincipal | undefined {
    const claims = this.verify<DeskClaims>(token);
    if (claims?.role !== role || !Number.isInteger(claims.eventId) || !Number.isInteger(claims.cv))
      return undefined;
    return { deskId: Number(claims.sub), eventId: claims.eventId, credentialsVersion: claims.cv };
  }

  private verify<T extends object>(token: string): T | undefined {
    const key = this.key;
    const known = this.verified.get(token);
    if (known?.key === key && Date.now() < known.expiresAt) return known.claims as T;
    try {
      const claims = this.jwt.verify<T & { exp?: number }>(token, { secret: key, algorithms: ['HS256'] });
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      if (typeof claims.exp === 'number')
        this.verified.set(token, { key, claims, expiresAt: claims.exp * 1000 });
      return claims;
    } catch {
      return undefined;
    }
  }

  /** When a token (already verified) expires, in epoch milliseconds. */
  expiresAt(token: string): number {
    const claims = this.jwt.decode<{ exp?: number } | null>(token);
    return typeof claims?.exp === 'number' ? claims.exp * 1000 : Date.now();
  }

  /**
   * The role of a valid, unexpired token of this server (whichever it is); undefined for a token that is not
   * one: a guard refusing a token tells a session of another role (403) from a lost one (401).
   */
  roleOf(token: string): StaffRole | undefined {
    const role = this.verify<{ role?: unknown }>(token)?.role;
    return STAFF_ROLES.find((known) => known === role);
  }

  /** The principal of a valid, unexpired admin or organiser token (still to be checked against the account). */
  verifyAdmin(token: string): AdminPrincipal | undefined {
    const claims = this.verify<AdminClaims>(token);
    if ((claims?.role !== 'admin' && claims?.role !== 'organiser') || !Number.isInteger(claims.eventId))
      return undefined;
    return {
      adminId: Number(claims.sub),
      eventId: claims.eventId,
      name: claims.name,
      organiser: claims.role === 'organiser',
      credentialsVersion: Number.isInteger(claims.cv) ? claims.cv! : 0,
    };
  }
}
