import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PanelVersions1795596731580 implements MigrationInterface {
  name = 'PanelVersions1795596731580';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "panel_version" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "panel_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "author_id" uuid NOT NULL, "seq" integer NOT NULL, "panel_version" integer NOT NULL, "kind" character varying(16) NOT NULL, "changes" integer NOT NULL DEFAULT \'0\', "detail" character varying(200), "name" character varying(100), "document" jsonb, "patch" jsonb, "base_id" uuid, "preview_key" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0ed0bcde11661f855b962475000" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "panel_version_preview_idx" ON "panel_version"  ("preview_key") ');
    await queryRunner.query('CREATE INDEX "panel_version_base_idx" ON "panel_version"  ("base_id") ');
    await queryRunner.query(
      'CREATE INDEX "panel_version_owner_saved_idx" ON "panel_version"  ("owner_id", "saved_at") ',
    );
    await queryRunner.query('CREATE INDEX "panel_version_saved_idx" ON "panel_version"  ("saved_at") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "panel_version_panel_seq_uq" ON "panel_version"  ("panel_id", "seq") ',
    );
    await queryRunner.query(
      'ALTER TABLE "panel_version" ADD CONSTRAINT "panel_version_panel_fk" FOREIGN KEY ("panel_id") REFERENCES "panel"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "panel_version" DROP CONSTRAINT "panel_version_panel_fk"');
    await queryRunner.query('DROP INDEX "public"."panel_version_panel_seq_uq"');
    await queryRunner.query('DROP INDEX "public"."panel_version_saved_idx"');
    await queryRunner.query('DROP INDEX "public"."panel_version_owner_saved_idx"');
    await queryRunner.query('DROP INDEX "public"."panel_version_base_idx"');
    await queryRunner.query('DROP INDEX "public"."panel_version_preview_idx"');
    await queryRunner.query('DROP TABLE "panel_version"');
  }
}
