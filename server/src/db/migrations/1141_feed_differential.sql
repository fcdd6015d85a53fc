-- The feeds' differential option (docs/feeds.md "Differential"): each product's exported row as
-- last delivered (a fingerprint), per feed; and the rows a delivery in progress will make the
-- delivered ones once it succeeds.

CREATE TABLE feed_product_rows (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  feed_id bigint NOT NULL,
  product_id bigint NOT NULL,
  row_hash text NOT NULL,
  PRIMARY KEY (company_id, feed_id, product_id),
  FOREIGN KEY (company_id, feed_id) REFERENCES feeds (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('feed_product_rows');

CREATE TABLE feed_delivery_rows (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  delivery_id bigint NOT NULL,
  product_id bigint NOT NULL,
  row_hash text NOT NULL,
  PRIMARY KEY (company_id, delivery_id, product_id),
  FOREIGN KEY (company_id, delivery_id) REFERENCES feed_deliveries (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('feed_delivery_rows');
