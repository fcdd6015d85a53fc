-- User administration (docs/rights.md): the plan's user limit and each user's last sign-in.

-- NULL: no limit. Counts the company's active users.
ALTER TABLE catalogue_settings ADD COLUMN users_limit integer CHECK (users_limit >= 0);

-- Kept apart from `users`: a sign-in must not touch the users row, whose every change drops the
-- company's access cache (migration 0400).
CREATE TABLE user_sign_ins (
  user_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  last_sign_in_at timestamptz NOT NULL,
  FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('user_sign_ins');
