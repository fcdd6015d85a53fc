-- Single sign-on (docs/sso.md): one identity provider per company (OpenID Connect or SAML 2.0),
-- the e-mail domains that route a sign-in to it, the identities linked to users, and the
-- short-lived states of sign-ins under way.

CREATE TABLE sso_configs (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
  -- OpenID Connect: the issuer (discovery at <issuer>/.well-known/openid-configuration).
  -- SAML: the identity provider's entity id (the Issuer of its responses).
  issuer text NOT NULL CHECK (length(issuer) BETWEEN 1 AND 500),
  -- OpenID Connect only.
  client_id text CHECK (length(client_id) BETWEEN 1 AND 300),
  -- Sealed like the connectors' secrets (AES-256-GCM, the company id as additional data).
  client_secret_sealed text,
  -- SAML only: where the browser is sent with the request, and the certificate signing the assertions.
  saml_entry_point text CHECK (length(saml_entry_point) BETWEEN 1 AND 500),
  saml_certificate text CHECK (length(saml_certificate) BETWEEN 1 AND 20000),
  -- The administrator who keeps password sign-in while SSO-only is on (the way in when the IdP is down).
  emergency_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The last successful test sign-in of these settings; SSO-only needs one. Cleared when they change.
  tested_at timestamptz,
  tested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
SELECT pimento_tenant_table('sso_configs');

-- A domain routes to one company: "Sign in with SSO" finds the identity provider by the e-mail's domain.
CREATE TABLE sso_email_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND length(domain) BETWEEN 3 AND 253),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE
);
CREATE INDEX sso_email_domains_company ON sso_email_domains (company_id);
SELECT pimento_tenant_table('sso_email_domains');

-- A user's account at an identity provider: the issuer and the provider's stable subject
-- (Entra's `oid`, else `sub`; SAML's NameID). A sign-in follows this link, never the e-mail alone.
CREATE TABLE sso_identities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_used_at timestamptz,
  UNIQUE (issuer, subject)
);
CREATE INDEX sso_identities_user ON sso_identities (user_id);
SELECT pimento_tenant_table('sso_identities');

-- Sign-ins under way: out of tenant reach like auth_tokens (used before anyone is signed in).
-- Only hashes of the state and of the browser binding are kept; a state is spent once.
CREATE TABLE sso_sign_in_states (
  state_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
  -- OpenID Connect: PKCE verifier and nonce. SAML: the AuthnRequest's ID (InResponseTo).
  code_verifier text,
  nonce text,
  request_id text,
  -- A test sign-in of the settings by this administrator (then only this user may come back).
  test_by uuid REFERENCES users (id) ON DELETE CASCADE,
  next_path text,
  -- SAML: the user the assertion signed in, collected by the browser (`/api/auth/ms-saml/token/refresh/`).
  signed_in_user uuid REFERENCES users (id) ON DELETE CASCADE,
  -- SAML: set when a response for this state arrived (a second one, a replay, is refused).
  consumed_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_sign_in_states_expiry ON sso_sign_in_states (expires_at);
