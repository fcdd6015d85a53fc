import type { Attribute } from '@pimento/shared-kit/contracts/attributes';

/** What a value editor needs to know of its attribute. */
export type ValueAttribute = Pick<Attribute, 'id' | 'code' | 'type' | 'labels' | 'choices' | 'suggestions' | 'max_length' | 'min' | 'max' | 'localizable' | 'unit' | 'object_type_id'>;
