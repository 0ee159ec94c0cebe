import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Agent1795337075326 implements MigrationInterface {
  name = 'Agent1795337075326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "agent_attachment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "kind" character varying(8) NOT NULL, "file_name" character varying(200) NOT NULL, "content_type" character varying(100) NOT NULL, "size" integer NOT NULL, "storage_key" character varying(200) NOT NULL, "derived" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aad68ac11155c5e905a323f851c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "agent_attachment_session_idx" ON "agent_attachment"  ("session_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "agent_generation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "panel_id" uuid NOT NULL, "mode" character varying(16) NOT NULL, "prompt" text NOT NULL, "selection" jsonb NOT NULL DEFAULT \'[]\', "attachment_ids" jsonb NOT NULL DEFAULT \'[]\', "library_id" character varying(64), "status" character varying(16) NOT NULL DEFAULT \'generating\', "outcome" character varying(16), "pay_at" character varying(16) NOT NULL, "task_id" uuid, "provider" character varying(32) NOT NULL DEFAULT \'\', "base_version" integer NOT NULL, "estimate" numeric(14,2) NOT NULL, "cost" numeric(14,2), "result" jsonb, "details" jsonb, "prompt_tokens" integer NOT NULL DEFAULT \'0\', "completion_tokens" integer NOT NULL DEFAULT \'0\', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c5218b575a3b3edd3e445598e6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "agent_generation_panel_status_idx" ON "agent_generation"  ("panel_id", "status") ',
    );
    await queryRunner.query(
      'CREATE INDEX "agent_generation_session_idx" ON "agent_generation"  ("session_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "agent_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "seq" integer NOT NULL, "role" character varying(16) NOT NULL, "kind" character varying(16) NOT NULL, "text" jsonb NOT NULL, "payload" jsonb, "generation_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f50e019467982fe7e2666efd98d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "agent_message_session_seq_uq" ON "agent_message"  ("session_id", "seq") ',
    );
    await queryRunner.query(
      'CREATE TABLE "agent_session" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "panel_id" uuid NOT NULL, "project_id" uuid, "library_id" character varying(64), "last_seq" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5b8bdf54e8520f352257f5d2633" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "agent_session_panel_idx" ON "agent_session"  ("panel_id") ');
    await queryRunner.query('CREATE INDEX "agent_session_owner_idx" ON "agent_session"  ("owner_id", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."agent_session_owner_idx"');
    await queryRunner.query('DROP INDEX "public"."agent_session_panel_idx"');
    await queryRunner.query('DROP TABLE "agent_session"');
    await queryRunner.query('DROP INDEX "public"."agent_message_session_seq_uq"');
    await queryRunner.query('DROP TABLE "agent_message"');
    await queryRunner.query('DROP INDEX "public"."agent_generation_session_idx"');
    await queryRunner.query('DROP INDEX "public"."agent_generation_panel_status_idx"');
    await queryRunner.query('DROP TABLE "agent_generation"');
    await queryRunner.query('DROP INDEX "public"."agent_attachment_session_idx"');
    await queryRunner.query('DROP TABLE "agent_attachment"');
  }
}
