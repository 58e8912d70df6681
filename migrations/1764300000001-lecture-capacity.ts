import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lecture's optional 정원 (capacity): the seats its door counts check-ins against; null when none is set. */
export class LectureCapacity1764300000001 implements MigrationInterface {
  name = 'LectureCapacity1764300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lectures ADD COLUMN capacity integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lectures DROP COLUMN IF EXISTS capacity`);
  }
}
