import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Projects1795329891186 implements MigrationInterface {
  name = 'Projects1795329891186';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "project" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4d68b1358bb5b766d3e78f32f57" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "project_owner_updated_idx" ON "project"  ("owner_id", "updated_at") ');
    await queryRunner.query(
      'CREATE TABLE "flow" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "project_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "sort" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c2ad4a3e86394cd9bb7a80a228" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "flow_project_sort_idx" ON "flow"  ("project_id", "sort") ');
    await queryRunner.query(
      'CREATE TABLE "panel" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "project_id" uuid NOT NULL, "flow_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "background" character varying(9) NOT NULL DEFAULT \'#ffffff\', "content" jsonb NOT NULL, "version" integer NOT NULL DEFAULT \'1\', "sort" integer NOT NULL DEFAULT \'0\', "preview_key" character varying(200), "share_token" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bbd5674b69f7448974aa41ab347" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "panel_share_token_uq" ON "panel"  ("share_token") ');
    await queryRunner.query('CREATE INDEX "panel_owner_idx" ON "panel"  ("owner_id") ');
    await queryRunner.query('CREATE INDEX "panel_flow_sort_idx" ON "panel"  ("flow_id", "sort") ');
    await queryRunner.query(
      'ALTER TABLE "flow" ADD CONSTRAINT "flow_project_fk" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "panel" ADD CONSTRAINT "panel_project_fk" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "panel" ADD CONSTRAINT "panel_flow_fk" FOREIGN KEY ("flow_id") REFERENCES "flow"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "panel" DROP CONSTRAINT "panel_flow_fk"');
    await queryRunner.query('ALTER TABLE "panel" DROP CONSTRAINT "panel_project_fk"');
    await queryRunner.query('ALTER TABLE "flow" DROP CONSTRAINT "flow_project_fk"');
    await queryRunner.query('DROP INDEX "public"."panel_flow_sort_idx"');
    await queryRunner.query('DROP INDEX "public"."panel_owner_idx"');
    await queryRunner.query('DROP INDEX "public"."panel_share_token_uq"');
    await queryRunner.query('DROP TABLE "panel"');
    await queryRunner.query('DROP INDEX "public"."flow_project_sort_idx"');
    await queryRunner.query('DROP TABLE "flow"');
    await queryRunner.query('DROP INDEX "public"."project_owner_updated_idx"');
    await queryRunner.query('DROP TABLE "project"');
  }
}
