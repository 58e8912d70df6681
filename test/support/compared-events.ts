import { expect } from 'vitest';
import { attendeeRegistrar, boothWithPhone, lecture, type Person } from './booth-fixtures.js';
import { asIfScannedEarlier } from './earlier-visits.js';
import type { TestServer } from './test-server.js';

/**
 * Events to compare (전년 대비), made by an organiser through the API as the people at the doors would fill
 * them: attendees, desk entries, booth visits (a revisit among them) and lecture check-ins.
 */

export interface EventPlan {
  name: string;
  /** Its first day, 'YYYY-MM-DD' (the event lasts three days). */
  startDate: string;
  attendees: number;
  /** How many of the attendees came in at the desk. */
  entered: number;
  /** Each booth's name and the attendees (by index) it scanned; `revisit` scans the first again 31 minutes on. */
  booths: { name: string; visitors: number[]; revisit?: boolean }[];
  /** Per lecture, the attendees (by index) checked in. */
  lectures: number[][];
}

export interface MadeEvent {
  id: number;
  /** The organiser's token switched into this event. */
  token: string;
  /** The session the switch answered (the web's localStorage values). */
  login: Record<string, unknown>;
  booths: Map<string, { id: number; token: string }>;
}

/** Makes events of plans in `server()` with the organiser's token. */
export function eventMaker(server: () => TestServer, organiserToken: () => string) {
  const registrar = attendeeRegistrar(server);
  let logins = 0;
  const send = async (path: string, token: string | undefined, body: unknown) => {
    const res = await server().api(path, { method: 'POST', token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  return async (plan: EventPlan): Promise<MadeEvent> => {
    const endDate = plan.startDate.replace(/\d\d$/, (d) => String(Number(d) + 2).padStart(2, '0'));
    const { id } = await send('/api/events', organiserToken(), {
      name: plan.name,
      startDate: plan.startDate,
      endDate,
    });
    const login = await send(`/api/events/${String(id)}/switch`, organiserToken(), {});
    const token = login.token as string;
    const people: Person[] = [];
    for (let i = 0; i < plan.attendees; i++) people.push(await registrar(token));
    const desk = { loginId: `compare-desk-${String(id)}`, password: 'desk-pass-1' };
    await send('/api/desks', token, { name: '비교 데스크', ...desk });
    const deskToken = (await send('/api/desk-login', undefined, desk)).token;
    for (const person of people.slice(0, plan.entered))
      await send(`/api/desk/attendees/${String(person.id)}/entries`, deskToken, {});
    const booths = new Map<string, { id: number; token: string }>();
    for (const { name, visitors, revisit } of plan.booths) {
      const stand = await boothWithPhone(server(), token, {
        loginId: `compare-${String(id)}-${String(++logins)}`,
        boothName: name,
      });
      booths.set(name, stand);
      const scan = (i: number) =>
        send('/api/booth-visits', stand.token, { boothId: stand.id, userId: people[i].id });
      for (const i of visitors) await scan(i);
      if (revisit) {
        await asIfScannedEarlier(server().sql, stand.id, people[visitors[0]].id, 31);
        await scan(visitors[0]);
      }
    }
    for (const [n, attendees] of plan.lectures.entries()) {
      const talk = await send('/api/lectures', token, lecture({ title: `비교 강연 ${String(n + 1)}` }));
      for (const i of attendees)
        await send('/api/lecture-visits/checkin', undefined, { lectureId: talk.id, userId: people[i].id });
    }
    return { id, token, login, booths };
  };
}
