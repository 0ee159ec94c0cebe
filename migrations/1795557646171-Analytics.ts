import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Analytics1795557646171 implements MigrationInterface {
  name = 'Analytics1795557646171';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "analytics_batch" ("batch_id" uuid NOT NULL, "visitor_id" uuid NOT NULL, "event_count" smallint NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6cb78400bae3e70f7bd734a19b9" PRIMARY KEY ("batch_id"))',
    );
    await queryRunner.query('CREATE INDEX "analytics_batch_received_idx" ON "analytics_batch"  ("received_at") ');
    // The events: append-only, partitioned by the month they were received (retention drops whole months).
    // TypeORM does not model partitioned tables, so this part is written by hand.
    await queryRunner.query(
      `CREATE TABLE "analytics_event" (
        "batch_id" uuid NOT NULL,
        "position" smallint NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "name" character varying(40) NOT NULL,
        "route" character varying(300) NOT NULL,
        "language" character varying(2) NOT NULL,
        "visitor_id" uuid NOT NULL,
        "user_code" character varying(64),
        "props" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "analytics_event_pk" PRIMARY KEY ("batch_id", "position", "received_at")
      ) PARTITION BY RANGE ("received_at")`,
    );
    await queryRunner.query(
      'CREATE INDEX "analytics_event_name_received_idx" ON "analytics_event" ("name", "received_at")',
    );
    await queryRunner.query('CREATE TABLE "analytics_event_default" PARTITION OF "analytics_event" DEFAULT');
    // Append-only: rows are never changed or deleted one by one; retention detaches and drops whole months.
    await queryRunner.query(
      `CREATE FUNCTION "analytics_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'analytics_event is append-only'; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "analytics_event_append_only" BEFORE UPDATE OR DELETE ON "analytics_event"
       FOR EACH ROW EXECUTE FUNCTION "analytics_event_append_only"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "analytics_event"');
    await queryRunner.query('DROP FUNCTION "analytics_event_append_only"()');
    await queryRunner.query('DROP INDEX "public"."analytics_batch_received_idx"');
    await queryRunner.query('DROP TABLE "analytics_batch"');
  }
}
