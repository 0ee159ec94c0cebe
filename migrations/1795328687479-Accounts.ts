import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795328687479 implements MigrationInterface {
  name = 'Accounts1795328687479';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limit_counter" ("key" character varying(300) NOT NULL, "count" integer NOT NULL, "window_end" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_5bfa3ad3fe33321b1d17eae4746" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "rate_limit_counter_window_end_idx" ON "rate_limit_counter"  ("window_end") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user_session" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_adf3b49590842ac3cf54cac451a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "user_session_token_hash_uq" ON "user_session"  ("token_hash") ');
    await queryRunner.query('CREATE INDEX "user_session_user_idx" ON "user_session"  ("user_id") ');
    await queryRunner.query('CREATE TYPE "public"."app_user_status" AS ENUM(\'active\', \'pending\')');
    await queryRunner.query(
      'CREATE TABLE "app_user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254), "name" character varying(100) NOT NULL, "user_code" character varying(32) NOT NULL, "password_hash" text, "status" "public"."app_user_status" NOT NULL DEFAULT \'active\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_22a5c4a3d9b2fb8e4e73fc4ada1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user"  ("email") ');
    await queryRunner.query('CREATE UNIQUE INDEX "app_user_user_code_uq" ON "app_user"  ("user_code") ');
    await queryRunner.query('CREATE TYPE "public"."account_balance_currency" AS ENUM(\'AI_CREDIT\', \'FREE_ACCEPT\')');
    await queryRunner.query(
      'CREATE TABLE "account_balance" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "currency" "public"."account_balance_currency" NOT NULL, "balance" numeric(14,2) NOT NULL DEFAULT \'0\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bd893045760f719e24a95a42562" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "account_balance_user_currency_uq" ON "account_balance"  ("user_id", "currency") ',
    );
    await queryRunner.query(
      "CREATE TYPE \"public\".\"account_plan_name\" AS ENUM('base', 'plus', 'plus2', 'plus3', 'pro', 'pro2', 'pro3', 'enterprise')",
    );
    await queryRunner.query(
      'CREATE TABLE "account_plan" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "plan" "public"."account_plan_name" NOT NULL, "end_time" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a4fa9c211f9beb64eb36b43a674" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "account_plan_user_plan_uq" ON "account_plan"  ("user_id", "plan") ');
    await queryRunner.query('CREATE TYPE "public"."account_ledger_currency" AS ENUM(\'AI_CREDIT\', \'FREE_ACCEPT\')');
    await queryRunner.query("CREATE TYPE \"public\".\"account_ledger_kind\" AS ENUM('grant', 'spend', 'refund')");
    await queryRunner.query(
      'CREATE TABLE "account_ledger_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "currency" "public"."account_ledger_currency" NOT NULL, "kind" "public"."account_ledger_kind" NOT NULL, "amount" numeric(14,2) NOT NULL, "balance_after" numeric(14,2) NOT NULL, "idempotency_key" character varying(200) NOT NULL, "reason" character varying(200) NOT NULL DEFAULT \'\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_888611bc31320a1c6311fa570b3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "account_ledger_entry_idempotency_key_uq" ON "account_ledger_entry"  ("idempotency_key") ',
    );
    await queryRunner.query(
      'CREATE INDEX "account_ledger_entry_user_currency_idx" ON "account_ledger_entry"  ("user_id", "currency", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "account_activation" ("token_hash" character(64) NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3797dd508f0844c8030c68d887" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query('CREATE INDEX "account_activation_user_idx" ON "account_activation"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "auth_code" ("code_hash" character(64) NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b8d570e5f48688f752cfa71c2e" PRIMARY KEY ("code_hash"))',
    );
    await queryRunner.query('CREATE INDEX "auth_code_expires_idx" ON "auth_code"  ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "third_party_identity" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(40) NOT NULL, "subject" character varying(300) NOT NULL, "user_id" uuid NOT NULL, "email" character varying(254), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3a28f233a2e64b81e934ad023dc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "third_party_identity_user_idx" ON "third_party_identity"  ("user_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "third_party_identity_provider_subject_uq" ON "third_party_identity"  ("provider", "subject") ',
    );
    await queryRunner.query(
      'CREATE TABLE "oauth_state" ("state_hash" character(64) NOT NULL, "provider" character varying(20) NOT NULL, "code_verifier" character varying(128) NOT NULL, "redirect_url" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_04f6dbca2abba95609716df62ac" PRIMARY KEY ("state_hash"))',
    );
    await queryRunner.query('CREATE INDEX "oauth_state_expires_idx" ON "oauth_state"  ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "email_verification_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "code_hash" character(64) NOT NULL, "attempts" integer NOT NULL DEFAULT \'0\', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7fc72ac16aeeab466c48748221c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "email_verification_code_email_created_idx" ON "email_verification_code"  ("email", "created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."email_verification_code_email_created_idx"');
    await queryRunner.query('DROP TABLE "email_verification_code"');
    await queryRunner.query('DROP INDEX "public"."oauth_state_expires_idx"');
    await queryRunner.query('DROP TABLE "oauth_state"');
    await queryRunner.query('DROP INDEX "public"."third_party_identity_provider_subject_uq"');
    await queryRunner.query('DROP INDEX "public"."third_party_identity_user_idx"');
    await queryRunner.query('DROP TABLE "third_party_identity"');
    await queryRunner.query('DROP INDEX "public"."auth_code_expires_idx"');
    await queryRunner.query('DROP TABLE "auth_code"');
    await queryRunner.query('DROP INDEX "public"."account_activation_user_idx"');
    await queryRunner.query('DROP TABLE "account_activation"');
    await queryRunner.query('DROP INDEX "public"."account_ledger_entry_user_currency_idx"');
    await queryRunner.query('DROP INDEX "public"."account_ledger_entry_idempotency_key_uq"');
    await queryRunner.query('DROP TABLE "account_ledger_entry"');
    await queryRunner.query('DROP TYPE "public"."account_ledger_kind"');
    await queryRunner.query('DROP TYPE "public"."account_ledger_currency"');
    await queryRunner.query('DROP INDEX "public"."account_plan_user_plan_uq"');
    await queryRunner.query('DROP TABLE "account_plan"');
    await queryRunner.query('DROP TYPE "public"."account_plan_name"');
    await queryRunner.query('DROP INDEX "public"."account_balance_user_currency_uq"');
    await queryRunner.query('DROP TABLE "account_balance"');
    await queryRunner.query('DROP TYPE "public"."account_balance_currency"');
    await queryRunner.query('DROP INDEX "public"."app_user_user_code_uq"');
    await queryRunner.query('DROP INDEX "public"."app_user_email_uq"');
    await queryRunner.query('DROP TABLE "app_user"');
    await queryRunner.query('DROP TYPE "public"."app_user_status"');
    await queryRunner.query('DROP INDEX "public"."user_session_user_idx"');
    await queryRunner.query('DROP INDEX "public"."user_session_token_hash_uq"');
    await queryRunner.query('DROP TABLE "user_session"');
    await queryRunner.query('DROP INDEX "public"."rate_limit_counter_window_end_idx"');
    await queryRunner.query('DROP TABLE "rate_limit_counter"');
  }
}
