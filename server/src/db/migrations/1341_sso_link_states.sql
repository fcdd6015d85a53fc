-- A signed-in user linking their account to the company's OpenID provider from the profile
-- (docs/sso.md "Linking from the profile"): the state names the user the answer links, instead of
-- opening a session.
ALTER TABLE sso_sign_in_states
  ADD COLUMN link_for uuid REFERENCES users (id) ON DELETE CASCADE;
