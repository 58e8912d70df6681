import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { QueryBus } from '@nestjs/cqrs';
import type { Server, Socket } from 'socket.io';
import { AppError } from '../kernel/app-error.js';
import {
  boothPhonesRoom,
  deskRoom,
  deskSessionRoom,
  eventRoom,
  placeRoom,
  programmeRoom,
  type PlaceKind,
} from '../kernel/live-rooms.js';
import { LIVE_TRANSPORT, type LiveTransport } from './live-transport.js';
import { AuthenticateSocketQuery } from './queries/authenticate-socket/authenticate-socket.query.js';
import { CheckWatchQuery } from './queries/check-watch/check-watch.query.js';
import { connectionRefusal, type LivePrincipal } from './socket-auth.js';
import type { LiveEvent, LivePushes, WatchAnswer } from '@expo/contract/live';

/** One push to the sockets of a room: its payload as the contract says (`resync` has none). */
export type Delivery = { [N in LiveEvent]: { room: string; name: N; payload?: LivePushes[N] } }[LiveEvent];

/** Pushes as they go out, to the other nodes and the sockets: one emit to several rooms. */
interface Emit {
  room: string[];
  name: LiveEvent;
  payload?: unknown;
}

/**
 * A round's deliveries with the pushes that are the same (name and payload object: a booth's push its phones
 * see as the admins do, a resync) as one emit to all their rooms: each payload is encoded once, for the other
 * nodes and for the sockets, and a socket in several of the rooms gets it once.
 */
function emitsOf(deliveries: readonly Delivery[]): Emit[] {
  const emits: Emit[] = [];
  const byPayload = new Map<unknown, Emit>();
  for (const { room, name, payload } of deliveries) {
    const same = byPayload.get(payload ?? name);
    if (same?.name === name) same.room.push(room);
    else {
      // a signal (a resync) carries no payload: none goes between the nodes either
      const emit: Emit = payload === undefined ? { room: [room], name } : { room: [room], name, payload };
      byPayload.set(payload ?? name, emit);
      emits.push(emit);
    }
  }
  return emits;
}

/** The message between nodes carrying a round of pushes. */
const DELIVERIES = 'live:deliveries';

/** The most booths and lectures one socket watches at once (a page watches one). */
const MAX_WATCHES = 20;

const refuse = (error: AppError): WatchAnswer => ({ ok: false, code: error.code, message: error.message });

const BAD_WATCH: WatchAnswer = {
  ok: false,
  code: 'LIVE.BAD_WATCH',
  message: '볼 부스(boothId) 또는 강연(lectureId)의 번호를 보내세요.',
};

function watchTarget(body: unknown): { kind: PlaceKind; placeId: number } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { boothId, lectureId } = body as Record<string, unknown>;
  const [kind, id] =
    boothId !== undefined ? (['booth', boothId] as const) : (['lecture', lectureId] as const);
  const placeId = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id;
  return Number.isSafeInteger(placeId) && (placeId as number) > 0
    ? { kind, placeId: placeId as number }
    : undefined;
}

/**
 * The socket.io endpoint of live updates (docs/LIVE.md). A connection must present an admin, booth or desk
 * token, or name an event's programme; admins join their event's rooms and may watch places of their event;
 * booth phones join their booth's rooms; desk laptops join their event's desk room (walk-ins) and their desk's own
 * room; a programme page joins its event's programme room (seats, no personal data) and may watch nothing.
 */
@WebSocketGateway({
  serveClient: false,
  pingInterval: 10_000,
  pingTimeout: 10_000,
  maxHttpBufferSize: 16_384,
})
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() server!: Server;
  private readonly logger = new Logger('Live');

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(LIVE_TRANSPORT) private readonly transport: LiveTransport,
  ) {}

  afterInit(server: Server): void {
    // pushes the leader made on another node, for this node's sockets
    server.on(DELIVERIES, (emits: Emit[]) => this.deliverHere(emits));
    server.use((socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      this.queries.execute(new AuthenticateSocketQuery(auth?.token, auth?.eventId, auth?.programme)).then(
        (principal) => {
          socket.data = principal;
          next();
        },
        (error: unknown) => next(connectionRefusal(error)),
      );
    });
  }

  handleConnection(socket: Socket): void {
    const principal = socket.data as LivePrincipal;
    // an admin may work the desk with their own session: its walk-ins too
    if (principal.role === 'admin')
      void socket.join([eventRoom(principal.eventId), deskRoom(principal.eventId)]);
    else if (principal.role === 'desk')
      void socket.join([deskRoom(principal.eventId), deskSessionRoom(principal.deskId)]);
    // a programme page: its event's seats, nothing else
    else if (principal.role === 'programme') void socket.join(programmeRoom(principal.eventId));
    // a phone's pushes come in its booth's phones room (as the booth may see its visitors), not the admins' room
    else void socket.join(boothPhonesRoom(principal.boothId));
    // a token ends at its expiry: the socket with it too (the page then asks for a new login)
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(principal.expiresAt - Date.now(), 2 ** 31 - 1),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
  }

  @SubscribeMessage('watch')
  async watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAnswer> {
    const target = watchTarget(body);
    if (!target) return BAD_WATCH;
    const principal = socket.data as LivePrincipal;
    const refusal = await this.refusalOf(principal, target);
    if (refusal) return refusal;
    // a phone's own booth: it already gets those visits (in its phones room, as its booth may see them)
    if (principal.role === 'booth') return { ok: true };
    const watched = [...socket.rooms].filter((room) => /^(booth|lecture):/.test(room)).length;
    if (watched >= MAX_WATCHES)
      return {
        ok: false,
        code: 'LIVE.TOO_MANY_WATCHES',
        message: '한 연결에서 볼 수 있는 목록이 너무 많습니다.',
      };
    await socket.join(placeRoom(target.kind, target.placeId));
    return { ok: true };
  }

  @SubscribeMessage('unwatch')
  async unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAnswer> {
    const target = watchTarget(body);
    if (!target) return BAD_WATCH;
    const principal = socket.data as LivePrincipal;
    // a phone always sees its own booth
    if (principal.role === 'admin') await socket.leave(placeRoom(target.kind, target.placeId));
    return { ok: true };
  }

  /** Why this principal may not watch the place, or nothing when it may. */
  private async refusalOf(
    principal: LivePrincipal,
    target: { kind: PlaceKind; placeId: number },
  ): Promise<WatchAnswer | undefined> {
    if (principal.role === 'desk')
      return { ok: false, code: 'AUTH.FORBIDDEN', message: '데스크에서는 방문 기록을 볼 수 없습니다.' };
    if (principal.role === 'programme')
      return {
        ok: false,
        code: 'AUTH.FORBIDDEN',
        message: '프로그램 화면에서는 방문 기록을 볼 수 없습니다.',
      };
    if (principal.role === 'booth')
      return target.kind === 'booth' && target.placeId === principal.boothId
        ? undefined
        : { ok: false, code: 'AUTH.FORBIDDEN', message: '다른 부스의 방문 기록은 볼 수 없습니다.' };
    try {
      await this.queries.execute(new CheckWatchQuery(principal.eventId, target.kind, target.placeId));
      return undefined;
    } catch (error) {
      if (error instanceof AppError) return refuse(error);
      throw error;
    }
  }

  /**
   * Delivers a round of pushes to the sockets of every node: one message between nodes per round (one NOTIFY
   * or Redis publish), however many rooms it names, instead of one per room; none while no other node is up
   * (the adapter knows the nodes: each announces itself when it starts, then by heartbeat). A round is many
   * rooms' visitor lists: sent through PostgreSQL it was an INSERT of the payload and a NOTIFY, 2 % of the
   * scan's server time for a node alone (2026-11-28).
   */
  deliver(deliveries: Delivery[]): void {
    if (!deliveries.length) return;
    const emits = emitsOf(deliveries);
    this.deliverHere(emits);
    // one process (the embedded database) has no other nodes to tell
    if (this.transport.adapter) void this.tellOtherNodes(emits);
  }

  private async tellOtherNodes(emits: Emit[]): Promise<void> {
    try {
      if ((await this.server.of('/').adapter.serverCount()) > 1)
        this.server.serverSideEmit(DELIVERIES, emits);
    } catch (error) {
      this.logger.warn(`다른 서버에 실시간 알림을 보내지 못했습니다: ${String(error)}`);
    }
  }

  private deliverHere(emits: Emit[]): void {
    for (const { room, name, payload } of emits) {
      const sockets = this.server.local.to(room);
      if (payload === undefined) sockets.emit(name);
      else sockets.emit(name, payload);
    }
  }

  /** Tells every socket of every node to refetch what it shows. */
  resyncAll(): void {
    this.server.emit('resync');
  }

  /**
   * Ends the phones' sessions of a booth: all of them when it is removed, else those logged in with older
   * credentials (`credentialsVersion` now). Their reconnect is refused, so the phone asks for a new login.
   */
  async endBoothSessions(boothId: number, credentialsVersion?: number): Promise<void> {
    await this.endSessions('booth', boothPhonesRoom(boothId), credentialsVersion, `부스 ${boothId}`);
  }

  /** Ends a desk's laptops' connections as a booth's (its removal, or a new login id or password). */
  async endDeskSessions(deskId: number, credentialsVersion?: number): Promise<void> {
    await this.endSessions('desk', deskSessionRoom(deskId), credentialsVersion, `데스크 ${deskId}`);
  }

  private async endSessions(
    role: 'booth' | 'desk',
    room: string,
    credentialsVersion: number | undefined,
    what: string,
  ): Promise<void> {
    if (credentialsVersion === undefined) {
      this.server.in(room).disconnectSockets(true);
      return;
    }
    try {
      for (const socket of await this.server.in(room).fetchSockets())
        if (
          (socket.data as LivePrincipal).role === role &&
          (socket.data as { cv: number }).cv !== credentialsVersion
        )
          socket.disconnect(true);
    } catch (error) {
      this.logger.warn(`${what}의 연결을 확인하지 못했습니다: ${String(error)}`);
    }
  }
}
