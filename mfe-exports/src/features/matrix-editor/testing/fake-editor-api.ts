import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { extraAttributesApi } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { fakeApi } from '@pimento/shared-kit/testing/fake-endpoints';

/** Tests only: what the template editor reads before it shows (an empty catalogue, English), for a test to add its own answers to. */
export function fakeEditorApi() {
  return fakeApi()
    .on(attributesApi.tree, () => ({ sections: [] }))
    .on(companyApi.possibleLanguages, () => [{ code: 'en', label_en: 'English', label_fr: 'Anglais' }])
    .on(categoriesApi.list, () => ({ results: [] }))
    .on(priceListsApi.list, () => ({ results: [] }))
    .on(extraAttributesApi.list, () => ({ results: [] }));
}
