import { randomBytes } from 'node:crypto';
import { withConnection } from '../database/sql.js';
import type { DataSource } from 'typeorm';

export type SecretName = 'jwt' | 'link';

/** Signing secrets: from the environment, else generated once and kept in the database for every node. */
export class SecretsService {
  private readonly cache = new Map<SecretName, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly fromEnv: Partial<Record<SecretName, string>>,
  ) {}

  async load(): Promise<void> {
    for (const name of ['jwt', 'link'] as const)
      this.cache.set(name, this.fromEnv[name] ?? (await this.stored(name)));
  }

  get(name: SecretName): string {
    const value = this.cache.get(name);
    if (!value) throw new Error(`secret ${name} not loaded`);
    return value;
  }

  private stored(name: SecretName): Promise<string> {
    return withConnection(this.dataSource, async (sql) => {
      await sql.execute(
        `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
        [name, randomBytes(48).toString('base64url')],
      );
      const [row] = await sql.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = $1`, [
        name,
      ]);
      return row.value;
    });
  }
}
