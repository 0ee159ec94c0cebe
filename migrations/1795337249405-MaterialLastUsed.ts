import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MaterialLastUsed1795337249405 implements MigrationInterface {
  name = 'MaterialLastUsed1795337249405';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "material_last_used" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "type" smallint NOT NULL, "key" character varying(200) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_72e241fa130529a942268c9b44f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "material_last_used_user_recent_idx" ON "material_last_used"  ("user_id", "type", "used_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "material_last_used_user_key_uq" ON "material_last_used"  ("user_id", "type", "key") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."material_last_used_user_key_uq"');
    await queryRunner.query('DROP INDEX "public"."material_last_used_user_recent_idx"');
    await queryRunner.query('DROP TABLE "material_last_used"');
  }
}
