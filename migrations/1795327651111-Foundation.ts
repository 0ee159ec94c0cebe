import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795327651111 implements MigrationInterface {
  name = 'Foundation1795327651111';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"task_queue\" AS ENUM('generation', 'optimisation', 'export', 'preview')",
    );
    await queryRunner.query(
      "CREATE TYPE \"public\".\"task_status\" AS ENUM('not-ready', 'initialized', 'in-progress', 'completed', 'failed')",
    );
    await queryRunner.query(
      'CREATE TABLE "task" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(64) NOT NULL, "queue" "public"."task_queue" NOT NULL, "owner_id" uuid, "status" "public"."task_status" NOT NULL DEFAULT \'initialized\', "progress" smallint NOT NULL DEFAULT \'0\', "payload" jsonb NOT NULL DEFAULT \'{}\', "result" jsonb, "error" text, "attempts" integer NOT NULL DEFAULT \'0\', "max_attempts" integer NOT NULL DEFAULT \'3\', "idempotency_key" character varying(200), "run_after" TIMESTAMP WITH TIME ZONE, "lease_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fb213f79ee45060ba925ecd576e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "task_idempotency_key_uq" ON "task"  ("idempotency_key") ');
    await queryRunner.query('CREATE INDEX "task_status_lease_idx" ON "task"  ("status", "lease_until") ');
    await queryRunner.query('CREATE INDEX "task_owner_created_idx" ON "task"  ("owner_id", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."task_owner_created_idx"');
    await queryRunner.query('DROP INDEX "public"."task_status_lease_idx"');
    await queryRunner.query('DROP INDEX "public"."task_idempotency_key_uq"');
    await queryRunner.query('DROP TABLE "task"');
    await queryRunner.query('DROP TYPE "public"."task_status"');
    await queryRunner.query('DROP TYPE "public"."task_queue"');
  }
}
