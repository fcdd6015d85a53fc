import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import type { Attribute, AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { AttributeValuesPanel, type AttributeValuesPanelProps } from './attribute-values-panel';

registerCatalogueStrings();

const textAttribute = (id: number, code: string) => ({ id, code, type: 'text', labels: { en: code }, choices: [], suggestions: [], localizable: false, computed: false, unit: null }) as unknown as Attribute;
const colour = textAttribute(1, 'colour');
const margin = textAttribute(2, 'margin');
const tree = { sections: [{ id: 10, name: 'Main', groups: [{ id: 20, name: 'General', attributes: [colour, margin] }] }] } as unknown as AttributeTree;

function renderPanel(overrides: Partial<AttributeValuesPanelProps>) {
  const props: AttributeValuesPanelProps = {
    layout: [{ section_id: 10, group_id: 20, attribute_ids: [1, 2] }],
    tree,
    attributesById: new Map([
      [1, colour],
      [2, margin],
    ]),
    values: { 1: 'red', 2: 'secret' },
    onChange: jest.fn(),
    readOnlyIds: new Set(),
    lockedIds: new Set(),
    errors: {},
    languages: ['en'],
    unitSymbols: new Map(),
    language: 'en',
    ...overrides,
  };
  renderWithProviders(<AttributeValuesPanel {...props} />);
}

describe('attribute values panel and attribute rights', () => {
  it('draws the attributes it knows and skips one the user may not read', () => {
    // The attribute tree holds only readable attributes: an id of the layout may be missing from it.
    renderPanel({ attributesById: new Map([[1, colour]]), values: { 1: 'red' } });
    expect(screen.getByTestId('value-colour')).toBeInTheDocument();
    expect(screen.queryByTestId('value-margin')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('red');
  });

  it('shows a value the user may read but not edit as locked text, not as an input', () => {
    renderPanel({ lockedIds: new Set([2]) });
    expect(screen.getByTestId('read-only-margin')).toHaveTextContent('Read only');
    expect(screen.getByTestId('value-margin')).toHaveTextContent('secret');
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['red']);
  });
});

describe('numbers outside their rules', () => {
  const power = { ...textAttribute(3, 'power'), type: 'decimal', min: null, max: 5000 } as unknown as Attribute;
  const year = { ...textAttribute(4, 'year'), type: 'integer', min: 1800, max: null } as unknown as Attribute;
  const numbersTree = { sections: [{ id: 10, name: 'Main', groups: [{ id: 20, name: 'General', attributes: [power, year] }] }] } as unknown as AttributeTree;
  const numbers = { layout: [{ section_id: 10, group_id: 20, attribute_ids: [3, 4] }], tree: numbersTree, attributesById: new Map([[3, power], [4, year]]) };

  it('keep what was typed and say the rule at the field', () => {
    renderPanel({ ...numbers, values: { 3: 6000, 4: 12.5 } });
    expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value)).toEqual(['6000', '12.5']);
    expect(screen.getByTestId('value-power')).toHaveTextContent('6,000 is above the maximum of 5,000.');
    expect(screen.getByTestId('value-year')).toHaveTextContent('12.5 is not a whole number.');
  });

  it('say nothing within the rules', () => {
    renderPanel({ ...numbers, values: { 3: 4999.5, 4: 1900 } });
    expect(screen.getByTestId('value-power')).not.toHaveTextContent('maximum');
    expect(screen.getByTestId('value-year')).not.toHaveTextContent('whole number');
  });
});

describe('validation rules at the fields', () => {
  it('warn at the field with what each broken rule says, after an error of the save', () => {
    renderPanel({
      values: { 1: '', 2: 'secret' },
      ruleNotices: new Map([[1, ['Required by the rule “Colours for lamps”.', 'FR: Required by the rule “Texts filled”.']]]),
      errors: { 'values.2': ['Too long.'] },
    });
    const colourField = screen.getByTestId('value-colour');
    expect(colourField).toHaveTextContent('Required by the rule “Colours for lamps”. FR: Required by the rule “Texts filled”.');
    // antd's field states: a warning for a rule, an error for the save's refusal.
    expect(colourField.closest('.ant-form-item')).toHaveClass('ant-form-item-has-warning');
    expect(screen.getByTestId('value-margin').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });
});
