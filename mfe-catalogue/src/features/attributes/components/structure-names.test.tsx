import '../../../lib/jsdom-message-channel';
import { fireEvent, screen, within } from '@testing-library/react';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { fakeSignedInApi, jsonResponse as json } from '@pimento/shared-kit/testing/fake-api';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { CategoriesScreen } from '../../categories/components/categories-screen';
import { AttributesScreen } from './attributes-screen';

registerCatalogueStrings();

const section = { id: 1, name: 'Electrical data', names: { en: 'Electrical data', fr: 'Données électriques' }, position: 0, group_count: 1, version: 2 };
const group = { id: 10, name: 'Power supply', names: { en: 'Power supply' }, section_id: 1, position: 0, attribute_count: 0, version: 1, attributes: [] };
const lighting = { id: 4, parent_id: null, name: 'Lighting', names: { en: 'Lighting', fr: 'Éclairage' }, ancestors: [], position: 0, children_count: 0 };

/** Section, group and category names are shown in the interface language, else in the company first label language. */
describe('names per label language on the attribute and category screens', () => {
  beforeEach(() => {
    fakeSignedInApi(({ url }) => {
      if (url.startsWith(endpointPath(attributesApi.tree, {}))) return json({ sections: [{ ...section, groups: [group] }] });
      if (url === endpointPath(companyApi.labelLanguages, undefined)) return json(['en', 'fr']);
      if (url === endpointPath(categoriesApi.tree, undefined)) return json({ results: [lighting] });
      if (url === endpointPath(categoriesApi.counts, undefined)) return json({ counts: [] });
      return undefined;
    });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a section in the interface language, and a group without a French name in the company first language', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<AttributesScreen />, { route: '/attributes/' });
    expect(await screen.findByTestId('section-Données électriques')).toBeInTheDocument();
    expect(screen.getByTestId('group-Power supply')).toBeInTheDocument();
  });

  it('shows the category trees in the interface language', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<CategoriesScreen />, { route: '/category/' });
    expect(await screen.findByTestId('category-Éclairage')).toBeInTheDocument();
  });
});

/** The editor of sections, groups and categories: a name per label language, as attribute labels. */
describe('the names prompt', () => {
  const prompt = (onSubmit: (names: Record<string, string>) => Promise<unknown>, initialNames: Record<string, string> = {}) =>
    renderWithProviders(<NamePromptModal open title="Rename" label="Name" languages={['en', 'fr']} initialNames={initialNames} onSubmit={onSubmit} onClose={jest.fn()} />);

  it('refuses a pipe in any language and a missing first one before sending', async () => {
    const onSubmit = jest.fn(async () => undefined);
    prompt(onSubmit);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name (FR)' }), { target: { value: 'Données | autres' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('The | character is not allowed.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the names given, without the blank ones, and says at its field the language whose name is taken', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError(409, 'attribute_section.name_taken', 'Taken.', { 'names.fr': ['attribute_section.name_taken'] });
    });
    prompt(onSubmit, { en: 'Electrical data' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name (EN)' })).toHaveValue('Electrical data');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name (FR)' }), { target: { value: ' Données électriques ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another section already has this name in this language.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ en: 'Electrical data', fr: 'Données électriques' });
  });
});
