import type { MigrationInterface, QueryRunner } from 'typeorm';

// Spec §6 plan permissions. The three booleans become two entitlements:
// - shared_panel_access: free and plus 'view'; pro and enterprise 'edit' (edit includes duplicate). A share
//   grants view or edit (panel.share_access, the owner's choice); editing needs both to say edit.
// - library_customisation: 'derived' (from a built-in library, as many as max_libraries: free and plus 1,
//   pro unlimited) or 'from-scratch' (enterprise's own design system); 'none' is for operators.
export class SharedPanelAccess1795609449522 implements MigrationInterface {
  name = 'SharedPanelAccess1795609449522';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TYPE "public"."plan_tier_shared_panel_access" AS ENUM(\'view\', \'edit\')');
    await queryRunner.query(
      'ALTER TABLE "plan_tier" ADD "shared_panel_access" "public"."plan_tier_shared_panel_access" NOT NULL DEFAULT \'view\'',
    );
    await queryRunner.query(
      "CREATE TYPE \"public\".\"plan_tier_library_customisation\" AS ENUM('none', 'derived', 'from-scratch')",
    );
    await queryRunner.query(
      'ALTER TABLE "plan_tier" ADD "library_customisation" "public"."plan_tier_library_customisation" NOT NULL DEFAULT \'derived\'',
    );
    await queryRunner.query(
      `UPDATE "plan_tier" SET "shared_panel_access" = CASE WHEN "key" IN ('pro', 'enterprise') THEN 'edit'::plan_tier_shared_panel_access ELSE 'view'::plan_tier_shared_panel_access END,
        "library_customisation" = CASE WHEN "key" = 'enterprise' THEN 'from-scratch'::plan_tier_library_customisation ELSE 'derived'::plan_tier_library_customisation END`,
    );
    await queryRunner.query(`UPDATE "plan_tier" SET "max_libraries" = 1 WHERE "key" = 'plus'`);
    await queryRunner.query('ALTER TABLE "plan_tier" DROP COLUMN "edit_others_designs"');
    await queryRunner.query('ALTER TABLE "plan_tier" DROP COLUMN "customise_libraries"');
    await queryRunner.query('ALTER TABLE "plan_tier" DROP COLUMN "duplicate_others_designs"');
    await queryRunner.query('CREATE TYPE "public"."panel_share_access" AS ENUM(\'view\', \'edit\')');
    await queryRunner.query(
      'ALTER TABLE "panel" ADD "share_access" "public"."panel_share_access" NOT NULL DEFAULT \'view\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "panel" DROP COLUMN "share_access"');
    await queryRunner.query('DROP TYPE "public"."panel_share_access"');
    await queryRunner.query('ALTER TABLE "plan_tier" ADD "duplicate_others_designs" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "plan_tier" ADD "customise_libraries" boolean NOT NULL DEFAULT true');
    await queryRunner.query('ALTER TABLE "plan_tier" ADD "edit_others_designs" boolean NOT NULL DEFAULT false');
    // The first seed let every paid tier edit and duplicate, and plus add unlimited libraries.
    await queryRunner.query(
      `UPDATE "plan_tier" SET "edit_others_designs" = "key" <> 'free', "duplicate_others_designs" = "key" <> 'free',
        "customise_libraries" = "library_customisation" <> 'none'`,
    );
    await queryRunner.query(`UPDATE "plan_tier" SET "max_libraries" = NULL WHERE "key" = 'plus'`);
    for (const column of ['duplicate_others_designs', 'customise_libraries', 'edit_others_designs']) {
      await queryRunner.query(`ALTER TABLE "plan_tier" ALTER COLUMN "${column}" DROP DEFAULT`);
    }
    await queryRunner.query('ALTER TABLE "plan_tier" DROP COLUMN "library_customisation"');
    await queryRunner.query('DROP TYPE "public"."plan_tier_library_customisation"');
    await queryRunner.query('ALTER TABLE "plan_tier" DROP COLUMN "shared_panel_access"');
    await queryRunner.query('DROP TYPE "public"."plan_tier_shared_panel_access"');
  }
}
