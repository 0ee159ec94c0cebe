import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationBrief1795400000000 implements MigrationInterface {
  name = 'GenerationBrief1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "agent_generation" ADD "brief" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "agent_generation" DROP COLUMN "brief"');
  }
}
