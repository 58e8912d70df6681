import pg from 'pg';

/** One query on its own connection to `databaseUrl` (tests that look into a server process's database). */
export async function sqlOnce<T = any>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
