import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { FormulaNode } from '@pimento/shared-kit/formulas/ast';

/**
 * An attribute definition as the server uses it: the API shape plus the checked syntax tree of
 * its formula. What `loadAttributeDefinitions` returns and `validateAttributeValue` reads.
 */
export type AttributeDefinition = Attribute & { formula_ast: FormulaNode | null };

/** The parts of a definition that value validation needs (tests build them by hand). */
export type ValueRules = Pick<
  AttributeDefinition,
  'type' | 'unit_type' | 'unit' | 'min' | 'max' | 'max_length' | 'localizable' | 'choices' | 'computed'
>;
