-- Sign-in tries name what they tried (issue 24): limits per address, per account and per
-- (address, account) instead of one overall budget that locked every account out.
-- AlterTable
ALTER TABLE "SignInAttempt" ADD COLUMN "account" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "SignInAttempt_account_at_idx" ON "SignInAttempt"("account", "at");
