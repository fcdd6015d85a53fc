-- Price attributes (docs/prices.md "Price attributes"): the values of the company's extra price
-- attributes (`extra_attributes` with entity 'price'), { extra attribute id: value }, on each price.
ALTER TABLE prices ADD COLUMN attribute_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attribute_values) = 'object');
