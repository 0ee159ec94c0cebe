import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PluginPairing1795572356724 implements MigrationInterface {
  name = 'PluginPairing1795572356724';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "plugin_pairing" ("expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "device_code_hash" character(64) NOT NULL, "user_code" character varying(9) NOT NULL, "user_id" uuid, CONSTRAINT "PK_57b4e78e705ef3497d7d9d58ac2" PRIMARY KEY ("device_code_hash"))',
    );
    await queryRunner.query('CREATE INDEX "plugin_pairing_expires_idx" ON "plugin_pairing"  ("expires_at") ');
    await queryRunner.query('CREATE INDEX "plugin_pairing_user_code_idx" ON "plugin_pairing"  ("user_code") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."plugin_pairing_user_code_idx"');
    await queryRunner.query('DROP INDEX "public"."plugin_pairing_expires_idx"');
    await queryRunner.query('DROP TABLE "plugin_pairing"');
  }
}
