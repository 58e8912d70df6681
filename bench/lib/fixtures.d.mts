// Types of fixtures.mjs for the TypeScript tests that share it (test/faults/*.faults.spec.ts).
import type { Booth } from './visit-load.mjs';

export interface FixtureServer {
  url: string;
  token: string;
  eventId: number;
  databaseUrl?: string;
}

export function makeAttendeeWorkbook(file: string, rows: number, from?: number): Promise<void>;
export function importWorkbook(server: FixtureServer, file: string, expected?: number): Promise<unknown>;
export function attendeeIds(server: FixtureServer): Promise<number[]>;
export function createBooths(server: FixtureServer, count: number, prefix?: string): Promise<Booth[]>;
export function visitFixtures(
  server: FixtureServer,
  options: { visits: number; boothCount: number; dir: string },
): Promise<{ booths: Booth[]; attendees: number[] }>;
