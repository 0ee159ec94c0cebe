import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LibraryCatalogue1795570002176 implements MigrationInterface {
  name = 'LibraryCatalogue1795570002176';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram similarity for the library's search (typos, partial words). pg_trgm is a trusted extension since
    // Postgres 13, and the embedded PGlite loads it (server/common/database/embedded-postgres.ts).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      'CREATE TABLE "cms_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "page_path" character varying(64) NOT NULL, "product" integer NOT NULL, "position_key" character varying(64) NOT NULL, "content_type" character varying(32) NOT NULL, "content" text NOT NULL, "sort" integer NOT NULL, "edited" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_72ba29304c6370640b95f817039" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "cms_entry_position_uq" ON "cms_entry"  ("page_path", "product", "position_key") ',
    );
    await queryRunner.query(
      'CREATE TABLE "material_feedback" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "material_id" uuid, "query" character varying(100), "content" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a72842a24081f66feae457ee63c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "material_feedback_created_idx" ON "material_feedback"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "material_star" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "material_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_68de5df2a3e9cde0fdb49fb5c59" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "material_star_user_recent_idx" ON "material_star"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "material_star_user_material_uq" ON "material_star"  ("user_id", "material_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "material_word" ("word" text NOT NULL, CONSTRAINT "PK_6a4bca584e312aedd1f75ed4c48" PRIMARY KEY ("word"))',
    );
    await queryRunner.query(
      'CREATE TABLE "material" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "encrypted_id" character varying(32) NOT NULL, "key" character varying(200) NOT NULL, "type" smallint NOT NULL, "title_en" character varying(200) NOT NULL, "title_zh" character varying(200) NOT NULL, "description_en" text NOT NULL, "description_zh" text NOT NULL, "tags" text array NOT NULL, "end_code" smallint, "width" integer, "height" integer, "dark" boolean NOT NULL, "content_en" jsonb, "content_zh" jsonb, "members" text array NOT NULL, "parent_id" character varying(32), "sort" integer NOT NULL, "search_text" text NOT NULL, "search_vector" tsvector NOT NULL, "seed_version" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0343d0d577f3effc2054cbaca7f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "material_search_vector_idx" ON "material" USING gin ("search_vector") ');
    // Written by hand: TypeORM cannot declare an operator class (the entities mark them synchronize: false).
    await queryRunner.query(
      'CREATE INDEX "material_search_text_trgm_idx" ON "material" USING gin ("search_text" gin_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX "material_word_trgm_idx" ON "material_word" USING gin ("word" gin_trgm_ops)');
    await queryRunner.query('CREATE INDEX "material_tags_idx" ON "material" USING gin ("tags") ');
    await queryRunner.query('CREATE INDEX "material_parent_idx" ON "material"  ("parent_id") ');
    await queryRunner.query('CREATE INDEX "material_type_sort_idx" ON "material"  ("type", "sort") ');
    await queryRunner.query('CREATE UNIQUE INDEX "material_encrypted_id_uq" ON "material"  ("encrypted_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "material_key_uq" ON "material"  ("key") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."material_key_uq"');
    await queryRunner.query('DROP INDEX "public"."material_encrypted_id_uq"');
    await queryRunner.query('DROP INDEX "public"."material_type_sort_idx"');
    await queryRunner.query('DROP INDEX "public"."material_parent_idx"');
    await queryRunner.query('DROP INDEX "public"."material_tags_idx"');
    await queryRunner.query('DROP INDEX "public"."material_search_text_trgm_idx"');
    await queryRunner.query('DROP INDEX "public"."material_search_vector_idx"');
    await queryRunner.query('DROP TABLE "material"');
    await queryRunner.query('DROP INDEX "public"."material_word_trgm_idx"');
    await queryRunner.query('DROP TABLE "material_word"');
    await queryRunner.query('DROP INDEX "public"."material_star_user_material_uq"');
    await queryRunner.query('DROP INDEX "public"."material_star_user_recent_idx"');
    await queryRunner.query('DROP TABLE "material_star"');
    await queryRunner.query('DROP INDEX "public"."material_feedback_created_idx"');
    await queryRunner.query('DROP TABLE "material_feedback"');
    await queryRunner.query('DROP INDEX "public"."cms_entry_position_uq"');
    await queryRunner.query('DROP TABLE "cms_entry"');
  }
}
