import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentOrders1795569257435 implements MigrationInterface {
  name = 'PaymentOrders1795569257435';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"payment_order_state\" AS ENUM('created', 'pending', 'paid', 'cancelled', 'expired')",
    );
    await queryRunner.query('CREATE TYPE "public"."payment_checkout_provider" AS ENUM(\'stripe\', \'local\')');
    await queryRunner.query(
      "CREATE TYPE \"public\".\"payment_subscription_state\" AS ENUM('active', 'cancelling', 'ended', 'past_due')",
    );
    await queryRunner.query(
      'CREATE TABLE "payment_order" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_no" character varying(40) NOT NULL, "user_id" uuid NOT NULL, "item_id" character varying(40) NOT NULL, "sku_id" character varying(60) NOT NULL, "service_code" "public"."account_plan_name" NOT NULL, "cycle_type" smallint NOT NULL, "num" integer NOT NULL, "credits" integer NOT NULL, "amount" integer NOT NULL, "currency" character varying(3) NOT NULL, "state" "public"."payment_order_state" NOT NULL DEFAULT \'created\', "pay_method" smallint, "provider" "public"."payment_checkout_provider", "book_key" character varying(200), "customer_reference_id" character varying(200), "checkout_session_id" character varying(200), "checkout_url" text, "subscription_id" character varying(200), "subscription_state" "public"."payment_subscription_state", "success_url" text, "cancel_url" text, "paid_at" TIMESTAMP WITH TIME ZONE, "period_end" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f5221735ace059250daac9d9803" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "payment_order_no_uq" ON "payment_order"  ("order_no") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "payment_order_checkout_session_uq" ON "payment_order"  ("checkout_session_id") ',
    );
    await queryRunner.query('CREATE INDEX "payment_order_subscription_idx" ON "payment_order"  ("subscription_id") ');
    await queryRunner.query('CREATE INDEX "payment_order_user_idx" ON "payment_order"  ("user_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "stripe_event" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7a91ab435defe9ce0ee6fb6f7f7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "stripe_event_event_id_uq" ON "stripe_event"  ("event_id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."stripe_event_event_id_uq"');
    await queryRunner.query('DROP TABLE "stripe_event"');
    await queryRunner.query('DROP INDEX "public"."payment_order_user_idx"');
    await queryRunner.query('DROP INDEX "public"."payment_order_subscription_idx"');
    await queryRunner.query('DROP INDEX "public"."payment_order_checkout_session_uq"');
    await queryRunner.query('DROP INDEX "public"."payment_order_no_uq"');
    await queryRunner.query('DROP TABLE "payment_order"');
    await queryRunner.query('DROP TYPE "public"."payment_subscription_state"');
    await queryRunner.query('DROP TYPE "public"."payment_checkout_provider"');
    await queryRunner.query('DROP TYPE "public"."payment_order_state"');
  }
}
