-- Public media addresses (docs/assets.md "Public media addresses"): what a customer's system reads
-- from an export — "product X's main image" — at an address that needs no session and stays the
-- same when the image is replaced. Each company has a public key (names the company in the path)
-- and a secret (signs each address, so addresses cannot be guessed from ids). Replacing the pair
-- withdraws every address given out before.
CREATE TABLE public_media_keys (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  public_key text NOT NULL UNIQUE CHECK (length(public_key) BETWEEN 16 AND 64),
  secret text NOT NULL CHECK (length(secret) BETWEEN 32 AND 128),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
SELECT pimento_tenant_table('public_media_keys');
