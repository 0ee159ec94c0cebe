import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailQueue1795410000000 implements MigrationInterface {
  name = 'MailQueue1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."task_queue" ADD VALUE IF NOT EXISTS 'mail'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "task" WHERE "queue" = 'mail'`);
    await queryRunner.query('ALTER TYPE "public"."task_queue" RENAME TO "task_queue_old"');
    await queryRunner.query(
      "CREATE TYPE \"public\".\"task_queue\" AS ENUM('generation', 'optimisation', 'export', 'preview')",
    );
    await queryRunner.query(
      'ALTER TABLE "task" ALTER COLUMN "queue" TYPE "public"."task_queue" USING "queue"::"text"::"public"."task_queue"',
    );
    await queryRunner.query('DROP TYPE "public"."task_queue_old"');
  }
}
