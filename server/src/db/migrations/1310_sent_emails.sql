-- The history of sent e-mails (docs/email-templates.md "History"): one row per recipient of every
-- message the platform's mailer sent, with the SMTP server's answer. The template's name is kept
-- so that a deleted template's e-mails still say what they were; the user is whom the e-mail was
-- sent for (a feed's owner, the invited account), which is what a non-administrator sees.
CREATE TABLE sent_emails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid,
  template_id bigint REFERENCES email_templates (id) ON DELETE SET NULL,
  template_name text,
  kind text NOT NULL CHECK (kind IN ('feed', 'template_trial', 'invitation', 'password_reset', 'email_confirmation', 'sso_only', 'other')),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 1 AND 320),
  subject text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('delivered', 'bounced', 'failed')),
  smtp_response text,
  sent_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (user_id)
);
CREATE INDEX sent_emails_company ON sent_emails (company_id, id DESC);
CREATE INDEX sent_emails_template ON sent_emails (template_id) WHERE template_id IS NOT NULL;
SELECT pimento_tenant_table('sent_emails');
