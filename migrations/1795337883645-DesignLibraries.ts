import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DesignLibraries1795337883645 implements MigrationInterface {
  name = 'DesignLibraries1795337883645';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "design_library" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "name" character varying(40) NOT NULL, "description" character varying(200) NOT NULL DEFAULT \'\', "based_on" character varying(64) NOT NULL, "light" jsonb NOT NULL, "dark" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_617525221d42548b46cf432f493" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "design_library_owner_idx" ON "design_library"  ("owner_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "library_selection" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "scope" character varying(64) NOT NULL DEFAULT \'\', "library_id" character varying(64) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e64826d9f22c5177254aaa281e3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "library_selection_library_idx" ON "library_selection"  ("library_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "library_selection_user_scope_uq" ON "library_selection"  ("user_id", "scope") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."library_selection_user_scope_uq"');
    await queryRunner.query('DROP INDEX "public"."library_selection_library_idx"');
    await queryRunner.query('DROP TABLE "library_selection"');
    await queryRunner.query('DROP INDEX "public"."design_library_owner_idx"');
    await queryRunner.query('DROP TABLE "design_library"');
  }
}
